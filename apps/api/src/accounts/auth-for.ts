// The account library for this request: on a WebSocket connection (it runs interactive transactions), with email sent
// after the response.
import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { type Auth, createAuth } from "./auth.ts";
import { mailerFor } from "./mailer.ts";

export function authFor(c: Context<AppEnv>): Auth {
  return createAuth(c.env, c.var.connection(), mailerFor(c.env), (task) => c.executionCtx.waitUntil(task));
}
