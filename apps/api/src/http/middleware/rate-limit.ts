// The request budget per API key, enforced by the Workers rate-limiting binding (RATE_LIMITER in wrangler.toml,
// whose limit and period must equal RATE_LIMIT: a test checks). Every keyed response states the budget in the
// IETF fields `RateLimit-Policy` and `RateLimit`, as GitHub and Dub do; a refusal is a 429 with `Retry-After`.
// The binding answers only yes or no, so the remaining budget is counted here as well, in the binding's own
// windows (aligned to the epoch): exact within one isolate, an upper bound of what remains across several. The
// binding reads the clock apart from this count, so a request at the minute's turn may fall in one window there
// and the next here: the header is then off by one for that window.

import { BoundedCache } from "@qr/core/bounded-cache";
import { machineTime } from "@qr/core/clock";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import { ApiError } from "../errors/api-error.ts";

export const RATE_LIMIT = { quota: 600, windowSeconds: 60 } as const;

const POLICY_NAME = "api-key";
const POLICY = `"${POLICY_NAME}";q=${RATE_LIMIT.quota};w=${RATE_LIMIT.windowSeconds}`;
const usedInWindow = new BoundedCache<{ window: number; used: number }>({ capacity: 10_000 });

export const rateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const { kind, id } = c.var.caller.credential;
  const keyId = `${kind}:${id}`;
  const { success } = await c.env.RATE_LIMITER.limit({ key: keyId });
  const now = machineTime() / 1000;
  const window = Math.floor(now / RATE_LIMIT.windowSeconds);
  const resetSeconds = Math.max(1, Math.ceil((window + 1) * RATE_LIMIT.windowSeconds - now));
  const used = success ? countRequest(keyId, window) : RATE_LIMIT.quota;
  const headers = {
    "RateLimit-Policy": POLICY,
    RateLimit: `"${POLICY_NAME}";r=${Math.max(0, RATE_LIMIT.quota - used)};t=${resetSeconds}`,
  };
  if (!success) {
    throw new ApiError("rate_limited", "This API key has sent too many requests; slow down.", {
      headers: { ...headers, "Retry-After": `${resetSeconds}` },
    });
  }
  await next();
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
});

function countRequest(keyId: string, window: number): number {
  const entry = usedInWindow.get(keyId);
  if (entry && entry.window === window) return ++entry.used;
  usedInWindow.set(keyId, { window, used: 1 });
  return 1;
}
