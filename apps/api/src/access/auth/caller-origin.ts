// Where a request comes from, as the audit log records it beside each change: the caller's address (as Cloudflare
// reports it, @qr/core/client-address), its user agent (cut to a bounded length) and the request's id.
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.ts";
import type { CallerOrigin } from "./caller.ts";

const MAX_USER_AGENT = 512;

export function originOf(c: Context<AppEnv>): CallerOrigin {
  return {
    ip: c.req.header("CF-Connecting-IP") ?? null,
    userAgent: c.req.header("User-Agent")?.slice(0, MAX_USER_AGENT) ?? null,
    requestId: c.get("requestId") ?? null,
  };
}
