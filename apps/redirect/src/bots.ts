// Scans by crawlers, link previewers and uptime monitors are stored but flagged, so analytics can leave
// them out. HEAD requests are never a person scanning a code.
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|embedly|quora link|whatsapp|skypeuripreview|headlesschrome|lighthouse|pingdom|uptime|monitor|curl\/|wget\/|python-requests|python-urllib|httpclient|okhttp|go-http-client|axios\/|node-fetch|java\//i;

export function isBot(method: string, userAgent: string): boolean {
  return method === "HEAD" || userAgent.trim() === "" || BOT_PATTERN.test(userAgent);
}
