// Where a request comes from, as the audit log records it beside each change: the caller's address (as Cloudflare
// reports it, @qr/core/client-address), its user agent (cut to a bounded length) and the request's id.
import type { CallerOrigin } from "./caller.ts";

const MAX_USER_AGENT = 512;

export function originOf(headers: Headers, requestId: string | null): CallerOrigin {
  return {
    ip: headers.get("CF-Connecting-IP"),
    userAgent: headers.get("User-Agent")?.slice(0, MAX_USER_AGENT) ?? null,
    requestId,
  };
}
