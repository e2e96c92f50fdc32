// One structured log line per request: method, path, status, duration. Never headers or bodies, which
// can carry API keys.
import { machineTime } from "@qr/core/clock";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";

export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = machineTime();
  await next();
  console.log(
    JSON.stringify({
      msg: "request",
      request_id: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: machineTime() - started,
    }),
  );
});
