// /dev/dns: the local stack's DNS, like the dev mailbox for email: the records published to the local resolver
// (the stand-in for DNS over HTTPS the api worker verifies branded domains against), a form to publish one, and a
// button to remove each. Served only where DEV_DNS_URL is bound, which only the local stack does; a deployed
// worker answers 404.

import { html } from "@qr/core/html";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import { callOut } from "../../lib/http.ts";

const TYPES = ["TXT", "CNAME", "A", "AAAA"] as const;

interface PublishedRecord {
  type: string;
  name: string;
  value: string;
}

export const devDnsRoutes = new Hono<AppEnv>()
  .get("/dns.json", async (c) => c.json({ data: await records(c.env) }))
  .get("/dns", async (c) => c.html(page(await records(c.env))))
  .post("/dns", async (c) => {
    await change(c.env, "PUT", await recordOf(c.req.raw));
    return c.redirect("/dev/dns", 303);
  })
  .post("/dns/remove", async (c) => {
    await change(c.env, "DELETE", await recordOf(c.req.raw));
    return c.redirect("/dev/dns", 303);
  });

function resolverOf(env: Env): string {
  const url = (env as { DEV_DNS_URL?: string }).DEV_DNS_URL;
  if (!url) throw new ApiError("route_not_found", "No route for this path.");
  return url;
}

async function records(env: Env): Promise<PublishedRecord[]> {
  const response = await callOut(`${resolverOf(env)}/records`);
  return ((await response.json()) as { records: PublishedRecord[] }).records;
}

async function change(env: Env, method: "PUT" | "DELETE", record: PublishedRecord): Promise<void> {
  const response = await callOut(`${resolverOf(env)}/records`, {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(record),
  });
  if (!response.ok) throw new ApiError("malformed_request", "The local DNS refused the record.");
}

async function recordOf(request: Request): Promise<PublishedRecord> {
  const form = await request.formData().catch(() => undefined);
  const field = (name: string) =>
    String(form?.get(name) ?? "")
      .trim()
      .slice(0, 2048);
  const type = field("type").toUpperCase();
  if (!(TYPES as readonly string[]).includes(type) || field("name") === "" || field("value") === "") {
    throw new ApiError(
      "malformed_request",
      "A record needs a type (TXT, CNAME, A or AAAA), a name and a value.",
    );
  }
  return { type, name: field("name"), value: field("value") };
}

function page(published: PublishedRecord[]): string {
  const rows = published.map(
    (record) => html`<tr><td>${record.type}</td><td>${record.name}</td><td><code>${record.value}</code></td>
<td><form method="post" action="/dev/dns/remove"><input type="hidden" name="type" value="${record.type}"><input type="hidden" name="name" value="${record.name}"><input type="hidden" name="value" value="${record.value}"><button type="submit" aria-label="Remove ${record.type} record of ${record.name}">Remove</button></form></td></tr>`,
  );
  const options = TYPES.map((type) => html`<option>${type}</option>`);
  return String(html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev DNS</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}td,th{border-top:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}code{word-break:break-all}.field{display:grid;gap:.25rem;margin:.75rem 0;max-width:36rem}input,select,button{font:inherit}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}</style>
</head><body><main><h1>Dev DNS</h1>
<p>The local stack's DNS: branded domains are verified against these records, as against real DNS in production. Publish the records a domain's page lists.</p>
<h2>Publish a record</h2>
<form method="post" action="/dev/dns">
<div class="field"><label for="record-type">Type</label><select id="record-type" name="type">${options}</select></div>
<div class="field"><label for="record-name">Name</label><input id="record-name" name="name" required placeholder="_qr-verify.go.brand.localhost"></div>
<div class="field"><label for="record-value">Value</label><input id="record-value" name="value" required placeholder="qr-verify=…"></div>
<button type="submit">Publish record</button>
</form>
<h2>Published records</h2>
${published.length ? html`<table><thead><tr><th scope="col">Type</th><th scope="col">Name</th><th scope="col">Value</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead><tbody>${rows}</tbody></table>` : html`<p>No records yet.</p>`}
</main></body></html>`);
}
