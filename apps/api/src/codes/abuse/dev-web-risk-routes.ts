// /dev/web-risk: the local stack's Google Web Risk, like the dev DNS for branded domains: the URLs listed as
// threats in the local stand-in (which screens every destination here, as Google does in production), a form to
// list one, and a button to remove each. Served only where DEV_WEB_RISK_URL is bound, which only the local stack
// does; a deployed worker answers 404.

import { html } from "@qr/core/html";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import { callOut } from "../../lib/http.ts";

const TYPES = ["SOCIAL_ENGINEERING", "MALWARE", "UNWANTED_SOFTWARE"] as const;

interface Threat {
  uri: string;
  threatTypes: string[];
}

export const devWebRiskRoutes = new Hono<AppEnv>()
  .get("/web-risk.json", async (c) => c.json({ data: await threats(c.env) }))
  .get("/web-risk", async (c) => c.html(page(await threats(c.env))))
  .post("/web-risk", async (c) => {
    const form = await formOf(c.req.raw);
    await change(c.env, "PUT", { uri: form.uri, threatTypes: [form.type] });
    return c.redirect("/dev/web-risk", 303);
  })
  .post("/web-risk/remove", async (c) => {
    const form = await formOf(c.req.raw);
    await change(c.env, "DELETE", { uri: form.uri, threatTypes: [] });
    return c.redirect("/dev/web-risk", 303);
  });

function standInOf(env: Env): string {
  const url = (env as { DEV_WEB_RISK_URL?: string }).DEV_WEB_RISK_URL;
  if (!url) throw new ApiError("route_not_found", "No route for this path.");
  return url;
}

async function threats(env: Env): Promise<Threat[]> {
  const response = await callOut(`${standInOf(env)}/threats`);
  return ((await response.json()) as { threats: Threat[] }).threats;
}

async function change(env: Env, method: "PUT" | "DELETE", threat: Threat): Promise<void> {
  const response = await callOut(`${standInOf(env)}/threats`, {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(threat),
  });
  if (!response.ok) throw new ApiError("malformed_request", "The local Web Risk refused the URL.");
}

async function formOf(request: Request): Promise<{ uri: string; type: string }> {
  const form = await request.formData().catch(() => undefined);
  const field = (name: string) =>
    String(form?.get(name) ?? "")
      .trim()
      .slice(0, 2048);
  const type = field("type") || "SOCIAL_ENGINEERING";
  if (field("uri") === "" || !(TYPES as readonly string[]).includes(type)) {
    throw new ApiError(
      "malformed_request",
      "List a URL with a threat type (SOCIAL_ENGINEERING, MALWARE or UNWANTED_SOFTWARE).",
    );
  }
  return { uri: field("uri"), type };
}

function page(listed: Threat[]): string {
  const rows = listed.map(
    (threat) => html`<tr><td><code>${threat.uri}</code></td><td>${threat.threatTypes.join(", ")}</td>
<td><form method="post" action="/dev/web-risk/remove"><input type="hidden" name="uri" value="${threat.uri}"><button type="submit" aria-label="Remove ${threat.uri}">Remove</button></form></td></tr>`,
  );
  const options = TYPES.map((type) => html`<option>${type}</option>`);
  return String(html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev Web Risk</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}td,th{border-top:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}code{word-break:break-all}.field{display:grid;gap:.25rem;margin:.75rem 0;max-width:36rem}input,select,button{font:inherit}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}</style>
</head><body><main><h1>Dev Web Risk</h1>
<p>The local stack's stand-in for Google Web Risk: every destination a code is given is looked up here, as in production. A URL listed here is refused as a destination, and codes that already lead to it are flagged by the next daily re-check. Use the URL exactly as the API shows it (normalised, e.g. with a trailing slash after the host).</p>
<h2>List a URL as a threat</h2>
<form method="post" action="/dev/web-risk">
<div class="field"><label for="threat-uri">URL</label><input id="threat-uri" name="uri" required placeholder="https://phish.example/login"></div>
<div class="field"><label for="threat-type">Threat</label><select id="threat-type" name="type">${options}</select></div>
<button type="submit">List URL</button>
</form>
<h2>Listed URLs</h2>
${listed.length ? html`<table><thead><tr><th scope="col">URL</th><th scope="col">Threats</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead><tbody>${rows}</tbody></table>` : html`<p>No URLs listed.</p>`}
</main></body></html>`);
}
