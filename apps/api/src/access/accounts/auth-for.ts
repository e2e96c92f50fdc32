// The account library for this request: on a WebSocket connection (it runs interactive transactions), with email sent
// after the response, and the team's single sign-on when the request signs in through one.
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { outboundRules } from "../../lib/outbound.ts";
import { unseal } from "../../lib/sealed.ts";
import { mailerFor } from "../mail/mailer.ts";
import { ssoConnectionOf, ssoPlugins } from "../sso/sso-sign-in.ts";
import { type Auth, createAuth } from "./auth.ts";

export async function authFor(c: Context<AppEnv>, body: string | undefined): Promise<Auth> {
  const db = c.var.connection();
  const sso = await ssoConnectionOf(db, c.req.path, body);
  const settings = {
    unseal: (sealed: string) => unseal(c.env.AUTH_SECRET, sealed),
    outbound: outboundRules(c.env, "signOn"),
  };
  const plugins = sso ? await ssoPlugins(sso, db, settings) : [];
  return createAuth(c.env, db, mailerFor(c.env), (task) => c.executionCtx.waitUntil(task), plugins);
}
