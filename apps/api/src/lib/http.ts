// The one way the service calls out over HTTP: every call (an email API, Google's Web Risk and GA4, Cloudflare's
// API, DNS over HTTPS, a team's webhook endpoint through lib/outbound.ts) has a time limit, so no request, queue
// delivery or cron pass can wait on a remote side forever. A lint rule (tooling/lint/one-http-client.grit) refuses a
// bare fetch() elsewhere in the workers.

/** What a call waits for an answer's headers, unless it names its own limit. */
const DEFAULT_TIMEOUT_MS = 10_000;

export interface CallInit extends RequestInit {
  /** How long to wait before the call fails with a TimeoutError; DEFAULT_TIMEOUT_MS unless given. */
  timeoutMs?: number;
}

export function callOut(url: string | URL, init: CallInit = {}): Promise<Response> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, ...rest } = init;
  return fetch(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
}
