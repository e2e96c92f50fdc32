// A request budget per API key (the Workers rate-limiting binding: 600 requests a minute, see wrangler.toml).
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { problem, problemResponse } from "../problem.ts";

const PERIOD_SECONDS = 60;

export const rateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const { success } = await c.env.RATE_LIMITER.limit({ key: c.var.caller.keyId });
  if (!success) {
    return problemResponse(c, problem(429, "This API key has sent too many requests; slow down."), {
      "Retry-After": `${PERIOD_SECONDS}`,
    });
  }
  await next();
});
