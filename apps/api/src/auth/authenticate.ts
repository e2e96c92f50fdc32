// Who is calling, decided once per request: an API key (`Authorization: Bearer`, key-caller.ts) or a person's
// session (the session cookie, session-caller.ts), never one read as the other. Both yield the same Caller, so
// every route authorizes keys and people alike.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { ApiError } from "../errors/api-error.ts";
import { keyCallerOf } from "./key-caller.ts";
import { hasSessionCookie, sessionCallerOf } from "./session-caller.ts";

export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const authorization = c.req.header("Authorization");
  if (authorization !== undefined) c.set("caller", await keyCallerOf(c, authorization));
  else if (hasSessionCookie(c.req.header("Cookie"))) c.set("caller", await sessionCallerOf(c));
  else throw new ApiError("api_key_missing", "Send an API key as `Authorization: Bearer <key>`, or sign in.");
  await next();
});

/** For a public route that also accepts a credential: authenticates a key or a session when one is sent. */
export const authenticateIfSent = createMiddleware<AppEnv>(async (c, next) => {
  const authorization = c.req.header("Authorization");
  if (authorization !== undefined) c.set("caller", await keyCallerOf(c, authorization));
  else if (hasSessionCookie(c.req.header("Cookie"))) c.set("caller", await sessionCallerOf(c));
  await next();
});
