// Scans by crawlers, link previewers, uptime monitors and scripted clients are stored but flagged, so analytics
// can leave them out. The list is isbot's (maintained, and it names HTTP libraries such as Node's undici, Go,
// Java, aiohttp, python-requests); an empty user agent and a HEAD request are never a person scanning a code.
// isbot's pattern costs microseconds per test, and scans repeat a few user agents, so each isolate remembers
// the verdict per user agent (bounded).
import { BoundedCache } from "@qr/core/bounded-cache";
import { isbot } from "isbot";

const verdicts = new BoundedCache<boolean>({ capacity: 2000 });

export function isBot(method: string, userAgent: string): boolean {
  if (method === "HEAD") return true;
  return verdicts.remember(userAgent, () => userAgent.trim() === "" || isbot(userAgent));
}
