// Scans by crawlers, link previewers, uptime monitors and scripted clients are stored but flagged, so analytics
// can leave them out. The list is isbot's (maintained, and it names HTTP libraries such as Node's undici, Go,
// Java, aiohttp, python-requests); an empty user agent and a HEAD request are never a person scanning a code.
// isbot's pattern costs microseconds per test, and scans repeat a few user agents, so each isolate remembers
// the verdict per user agent (a bounded map, emptied when full).
import { isbot } from "isbot";

const REMEMBERED_USER_AGENTS = 2000;
const verdicts = new Map<string, boolean>();

export function isBot(method: string, userAgent: string): boolean {
  if (method === "HEAD") return true;
  let verdict = verdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = userAgent.trim() === "" || isbot(userAgent);
    if (verdicts.size >= REMEMBERED_USER_AGENTS) verdicts.clear();
    verdicts.set(userAgent, verdict);
  }
  return verdict;
}
