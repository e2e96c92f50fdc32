// The URL a printed code carries: the scan base (scheme, host, port) with the code's branded hostname in place
// of the service's own, then the slug. The one place a short URL is made.

/** `{scanBaseUrl}/{slug}`, on `domain`'s hostname when the code lives on a branded domain. */
export function shortUrlOf(scanBaseUrl: string, domain: string | null, slug: string): string {
  return `${scanBaseOn(scanBaseUrl, domain)}/${slug}`;
}

/** The scan base of a domain (null: the service's own), without a trailing slash. */
export function scanBaseOn(scanBaseUrl: string, domain: string | null): string {
  const base = scanBaseUrl.replace(/\/+$/, "");
  if (domain === null) return base;
  const url = new URL(base);
  url.hostname = domain;
  return url.href.replace(/\/+$/, "");
}
