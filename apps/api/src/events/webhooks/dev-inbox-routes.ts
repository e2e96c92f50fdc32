// /dev/webhooks: the local stack's webhook inbox (tooling/local's stand-in), like the dev mailbox: what each inbox
// received, newest first, with each signature checked against the secrets of the endpoints that point at it, and
// buttons that make an inbox answer 503, slowly or 410, to watch retries and turning off. Served only where
// DEV_WEBHOOK_INBOX_URL is bound, which only the local stack does; a deployed worker answers 404.

import { html } from "@qr/core/html";
import { schema } from "@qr/db";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import { callOut } from "../../lib/http.ts";
import { unseal } from "../../lib/sealed.ts";
import { signedBy } from "./signature.ts";

const MODES = {
  ok: { kind: "ok" },
  fail: { kind: "fail", status: 503 },
  slow: { kind: "slow" },
  gone: { kind: "gone" },
} as const;
type ModeName = keyof typeof MODES;

const SHOWN_PER_INBOX = 20;

interface Received {
  id: string | null;
  received_at: string;
  headers: Record<string, string>;
  body: string;
  answered: number;
}

interface InboxView {
  name: string;
  url: string;
  mode: { kind: string };
  received: number;
  deliveries: (Received & { event_type: string | null; signature: string })[];
}

export const devWebhookRoutes = new Hono<AppEnv>()
  .get("/webhooks.json", async (c) => c.json({ data: await inboxes(c.env, c.var.db()) }))
  .get("/webhooks", async (c) => c.html(page(standInOf(c.env), await inboxes(c.env, c.var.db()))))
  .post("/webhooks/mode", async (c) => {
    const form = await formOf(c.req.raw);
    const mode = MODES[form.mode as ModeName];
    if (!mode) throw new ApiError("malformed_request", "A mode is ok, fail, slow or gone.");
    await standIn(c.env, `/inboxes/${form.name}/mode`, { method: "PUT", body: JSON.stringify(mode) });
    return c.redirect("/dev/webhooks", 303);
  })
  .post("/webhooks/clear", async (c) => {
    const form = await formOf(c.req.raw);
    await standIn(c.env, `/inboxes/${form.name}`, { method: "DELETE" });
    return c.redirect("/dev/webhooks", 303);
  });

function standInOf(env: Env): string {
  const url = (env as { DEV_WEBHOOK_INBOX_URL?: string }).DEV_WEBHOOK_INBOX_URL;
  if (!url) throw new ApiError("route_not_found", "No route for this path.");
  return url;
}

async function standIn(env: Env, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await callOut(`${standInOf(env)}${path}`, {
    ...init,
    headers: { "content-type": "application/json" },
  });
  if (!response.ok) throw new ApiError("malformed_request", "The local webhook inbox refused the request.");
  return response.status === 204 ? undefined : response.json();
}

/** Every inbox with its latest deliveries, each signature checked with the secrets of endpoints pointing at it. */
async function inboxes(env: Env, db: ReturnType<AppEnv["Variables"]["db"]>): Promise<InboxView[]> {
  const origin = standInOf(env);
  const listed = (await standIn(env, "/inboxes")) as { name: string }[];
  const endpoints = await db
    .select({
      url: schema.webhookEndpoints.url,
      current: schema.webhookEndpoints.secretSealed,
      previous: schema.webhookEndpoints.previousSecretSealed,
    })
    .from(schema.webhookEndpoints);
  return Promise.all(
    listed.map(async ({ name }) => {
      const url = `${origin}/in/${name}`;
      const inbox = (await standIn(env, `/inboxes/${name}`)) as {
        mode: { kind: string };
        received: number;
        deliveries: Received[];
      };
      const sealed = endpoints
        .filter((endpoint) => sameUrl(endpoint.url, url))
        .flatMap((endpoint) => [endpoint.current, ...(endpoint.previous ? [endpoint.previous] : [])]);
      const secrets = await Promise.all(sealed.map((secret) => unseal(env.AUTH_SECRET, secret)));
      const deliveries = await Promise.all(
        inbox.deliveries.slice(0, SHOWN_PER_INBOX).map(async (delivery) => ({
          ...delivery,
          event_type: eventTypeOf(delivery.body),
          signature: await signatureCheck(secrets, delivery),
        })),
      );
      return { name, url, mode: inbox.mode, received: inbox.received, deliveries };
    }),
  );
}

/** The same endpoint whichever spelling of this machine it names (localhost or 127.0.0.1). */
function sameUrl(a: string, b: string): boolean {
  const local = (url: string) => url.replace("://localhost:", "://127.0.0.1:").replace(/\/$/, "");
  return local(a) === local(b);
}

async function signatureCheck(secrets: string[], delivery: Received): Promise<string> {
  const {
    "webhook-id": id,
    "webhook-timestamp": timestamp,
    "webhook-signature": signature,
  } = delivery.headers;
  if (!id || !timestamp || !signature) return "unsigned";
  if (secrets.length === 0) return "no endpoint points here";
  return (await signedBy(secrets, { id, timestamp, signature }, delivery.body)) >= 0 ? "valid" : "INVALID";
}

function eventTypeOf(body: string): string | null {
  try {
    const type = (JSON.parse(body) as { type?: unknown }).type;
    return typeof type === "string" ? type : null;
  } catch {
    return null;
  }
}

async function formOf(request: Request): Promise<{ name: string; mode: string }> {
  const form = await request.formData().catch(() => undefined);
  const name = String(form?.get("name") ?? "");
  if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(name))
    throw new ApiError("malformed_request", "An inbox name is a-z, 0-9 and -.");
  return { name, mode: String(form?.get("mode") ?? "") };
}

function page(origin: string, listed: InboxView[]): string {
  const sections = listed.map(
    (inbox) => html`<section aria-labelledby="inbox-${inbox.name}">
<h2 id="inbox-${inbox.name}">${inbox.name}</h2>
<p>Endpoint URL <code>${inbox.url}</code> · ${inbox.received} received · answers <strong>${inbox.mode.kind}</strong></p>
<form method="post" action="/dev/webhooks/mode" class="modes"><input type="hidden" name="name" value="${inbox.name}">
${Object.keys(MODES).map((mode) => html`<button type="submit" name="mode" value="${mode}" aria-label="Make ${inbox.name} answer ${mode}">Answer ${mode}</button>`)}
</form>
<form method="post" action="/dev/webhooks/clear"><input type="hidden" name="name" value="${inbox.name}"><button type="submit" aria-label="Clear ${inbox.name}">Clear</button></form>
${
  inbox.deliveries.length
    ? html`<table><thead><tr><th scope="col">Received</th><th scope="col">Event</th><th scope="col">webhook-id</th><th scope="col">Signature</th><th scope="col">Answered</th></tr></thead><tbody>${inbox.deliveries.map(
        (
          delivery,
        ) => html`<tr><td>${delivery.received_at}</td><td>${delivery.event_type ?? "?"}</td><td><code>${delivery.id ?? ""}</code></td><td>${delivery.signature}</td><td>${String(delivery.answered)}</td></tr>
<tr><td colspan="5"><details><summary>Body</summary><pre>${prettyJson(delivery.body)}</pre></details></td></tr>`,
      )}</tbody></table>`
    : html`<p>Nothing received yet.</p>`
}
</section>`,
  );
  return String(html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev webhooks</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:64rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}td,th{border-top:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}code{word-break:break-all}pre{white-space:pre-wrap;word-break:break-all;max-height:24rem;overflow:auto;background:#f5f5f5;padding:.5rem}.modes{display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0}button{font:inherit}</style>
</head><body><main><h1>Dev webhooks</h1>
<p>The local stack's webhook receiver. Add an endpoint (Settings → Webhooks, or <code>POST /api/v1/webhooks</code>) with the URL <code>${origin}/in/&lt;name&gt;</code>, any name; what it receives shows here, each signature checked with the secrets of the endpoints that point at it. Make an inbox answer 503 (retried on the schedule), slowly (past the 10 s limit) or 410 (the endpoint is turned off) to watch what the sender does.</p>
${listed.length ? sections : html`<p>No inbox has received anything yet.</p>`}
</main></body></html>`);
}

function prettyJson(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2).slice(0, 20_000);
  } catch {
    return body.slice(0, 20_000);
  }
}
