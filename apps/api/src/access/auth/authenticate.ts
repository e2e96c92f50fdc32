// Who is calling, decided once per request: an API key (`Authorization: Bearer`, key-caller.ts) or a person's
// session (the session cookie, session-caller.ts), never one read as the other. Both yield the same Caller, so
// every route authorizes keys and people alike. A credential the isolate remembers is verified in the round trip
// of the request's first statement; if it had changed, the request is answered again (answer-again.ts).
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import { answerAgainIfCredentialChanged, readsCredentialAfresh } from "./answer-again.ts";
import type { Caller } from "./caller.ts";
import { keyCallerOf } from "./key-caller.ts";
import { hasSessionCookie, sessionCallerOf } from "./session-caller.ts";

export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const caller = await callerOf(c);
  if (!caller)
    throw new ApiError("api_key_missing", "Send an API key as `Authorization: Bearer <key>`, or sign in.");
  c.set("caller", caller);
  await next();
  await answerAgainIfCredentialChanged(c);
});

/** For a public route that also accepts a credential: authenticates a key or a session when one is sent. */
export const authenticateIfSent = createMiddleware<AppEnv>(async (c, next) => {
  const caller = await callerOf(c);
  if (caller) c.set("caller", caller);
  await next();
  await answerAgainIfCredentialChanged(c);
});

async function callerOf(c: Context<AppEnv>): Promise<Caller | undefined> {
  if (readsCredentialAfresh(c.req.raw)) c.set("rereadCredential", true);
  const authorization = c.req.header("Authorization");
  if (authorization !== undefined) return keyCallerOf(c, authorization);
  if (hasSessionCookie(c.req.header("Cookie"))) return sessionCallerOf(c);
  return undefined;
}
