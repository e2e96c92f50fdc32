// Scans by crawlers, link previewers, uptime monitors and scripted clients are stored but flagged, so analytics
// can leave them out. The list is isbot's (maintained, and it names HTTP libraries such as Node's undici, Go,
// Java, aiohttp, python-requests); an empty user agent and a HEAD request are never a person scanning a code.
import { isbot } from "isbot";

export function isBot(method: string, userAgent: string): boolean {
  return method === "HEAD" || userAgent.trim() === "" || isbot(userAgent);
}
