// /api/auth/saml/{connection}: what a SAML identity provider and a browser call. `metadata` is our SP metadata,
// `sign-in` sends the browser to the identity provider, and `acs` takes the response it posts back: a person
// signed in goes on with a session cookie, a refusal goes to the sign-in page with a word of why (the full reason
// is in the worker's log and never in the browser's address).

import { schema } from "@qr/db";
import { and, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../../app-env.ts";
import { readBounded } from "../../../lib/bounded-body.ts";
import { originOf } from "../../auth/caller-origin.ts";
import { sessionCookieHeader } from "../../auth/session-cookie.ts";
import { SESSION_EXPIRES_IN_SECONDS } from "../../auth/session-lifetime.ts";
import { finishSamlSignIn, startSamlSignIn } from "./saml-sign-in.ts";
import { MAX_SAML_XML_BYTES, SamlRefusal } from "./saml-xml.ts";
import { serviceProviderMetadata, serviceProviderOf } from "./service-provider.ts";

const CONNECTION_ID = /^sso_[0-9a-z]{1,64}$/;
/** A posted form carries the response in base64 (a third larger) beside the relay state. */
const MAX_FORM_BYTES = Math.ceil((MAX_SAML_XML_BYTES * 4) / 3) + 8 * 1024;

export const samlRoutes = new Hono<AppEnv>()
  .get("/:id/metadata", async (c) => {
    const id = c.req.param("id");
    const { ssoConnections } = schema;
    const [row] = CONNECTION_ID.test(id)
      ? await c.var
          .db()
          .select({ id: ssoConnections.id })
          .from(ssoConnections)
          .where(and(eq(ssoConnections.id, id), eq(ssoConnections.protocol, "saml")))
      : [];
    if (!row) return c.text("No SAML connection with this id.", 404);
    return c.body(serviceProviderMetadata(serviceProviderOf(c.env.API_BASE_URL, id)), 200, {
      "Content-Type": "application/samlmetadata+xml; charset=utf-8",
    });
  })
  .get("/:id/sign-in", async (c) => {
    const settings = settingsOf(c);
    try {
      const url = await startSamlSignIn(settings, c.req.param("id"), c.req.query("return_to") ?? "/");
      return c.redirect(url, 302);
    } catch (error) {
      return refused(c, error);
    }
  })
  .post("/:id/acs", async (c) => {
    const settings = settingsOf(c);
    try {
      const form = await boundedForm(c.req.raw);
      const samlResponse = form.get("SAMLResponse");
      if (!samlResponse) throw new SamlRefusal("The post carries no SAMLResponse.");
      const signedIn = await finishSamlSignIn(
        settings,
        c.req.param("id"),
        { samlResponse, relayState: form.get("RelayState") ?? undefined },
        originOf(c.req.raw.headers, c.var.requestId ?? null),
        c.req.header("CF-IPCountry") ?? null,
      );
      c.header(
        "Set-Cookie",
        await sessionCookieHeader(
          signedIn.sessionToken,
          c.env.AUTH_SECRET,
          c.env.API_BASE_URL,
          SESSION_EXPIRES_IN_SECONDS,
        ),
      );
      return c.redirect(signedIn.returnTo, 303);
    } catch (error) {
      return refused(c, error);
    }
  });

function settingsOf(c: Context<AppEnv>) {
  const context = c.var.context();
  return { db: context.db, now: context.now(), apiBaseUrl: c.env.API_BASE_URL };
}

function refused(c: Context<AppEnv>, error: unknown) {
  if (!(error instanceof SamlRefusal)) throw error;
  console.log(
    JSON.stringify({ msg: "saml sign-in refused", connection: c.req.param("id"), reason: error.reason }),
  );
  return c.redirect(`/sign-in/sso?error=${error.code}`, 303);
}

/** The posted form, read no further than a SAML response can need. */
async function boundedForm(request: Request): Promise<URLSearchParams> {
  const bytes = await readBounded(request, MAX_FORM_BYTES);
  if (!bytes) throw new SamlRefusal("The post is larger than a SAML response can be.");
  return new URLSearchParams(new TextDecoder().decode(bytes));
}
