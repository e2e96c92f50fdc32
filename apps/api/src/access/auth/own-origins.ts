// The origins the service's own pages are served from: API_BASE_URL's, and when that is a loopback name, the same
// port on the other loopback names (a newcomer may open http://127.0.0.1:8788 as well as http://localhost:8788).
// Session cookies and sign-in accept requests from these only (session-caller.ts, access/accounts/auth.ts).
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

export function ownOrigins(apiBaseUrl: string): string[] {
  const base = new URL(apiBaseUrl);
  if (!LOOPBACK_NAMES.includes(base.hostname)) return [base.origin];
  return LOOPBACK_NAMES.map((name) => {
    const url = new URL(base.origin);
    url.hostname = name;
    return url.origin;
  });
}

/** What a person whose request came from elsewhere should do. */
export function crossSiteAdvice(apiBaseUrl: string): string {
  return `This request did not come from the service's own pages. Open ${new URL(apiBaseUrl).origin} in your browser and try again there; integrators use an API key.`;
}
