// Gives every request an id, returned in `X-Request-Id` and in every problem body. Never taken from the
// client: a caller-chosen id could forge log lines.
import { newId } from "@qr/core/ids";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";

export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const id = newId("request");
  c.set("requestId", id);
  await next();
  c.header("X-Request-Id", id);
});
