// The OpenAPI 3.1 document (generated from the routes' zod schemas) and a readable reference page built
// from it on the server, so it needs no script or CDN.
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../app-env.ts";

export const OPENAPI_PATH = "/api/v1/openapi.json";

const INFO = {
  title: "QR service API",
  version: "1.0.0",
  description: [
    "Dynamic QR codes: create codes whose destination can change after printing, manage team API keys, read scan analytics.",
    "",
    "**Authentication.** Every route except health and this document needs `Authorization: Bearer <API key>`.",
    "**Errors.** Every error is `application/problem+json` (RFC 9457) with a `request_id`; every response carries `X-Request-Id`.",
    "**Aliases.** The QR routes also answer under `/v1/qr…`, the team routes under `/api/teams…` and `/api/invitations/accept` (unversioned, as SPEC.md lists them).",
    "**Idempotency.** POST routes accept `Idempotency-Key`; a retry with the same key and body replays the first response.",
    "**Limits.** JSON bodies ≤ 64 KB; metadata ≤ 50 keys / 4 KB; pages ≤ 100; 600 requests a minute per key (then 429 with Retry-After).",
  ].join("\n"),
};

export function openApiDocument(app: OpenAPIHono<AppEnv>, serverUrl: string) {
  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer" });
  return app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: INFO,
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
  });
}

type Document = ReturnType<typeof openApiDocument>;

export function referencePage(document: Document): string {
  const sections = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {})
      .filter(([method]) => ["get", "post", "patch", "put", "delete"].includes(method))
      .map(([method, operation]) => {
        const op = operation as {
          summary?: string;
          description?: string;
          parameters?: { name: string; in: string; description?: string; required?: boolean }[];
          requestBody?: { content?: Record<string, { schema?: unknown }> };
          responses?: Record<string, { description?: string }>;
        };
        const params = (op.parameters ?? [])
          .map(
            (p) =>
              `<li><code>${esc(p.name)}</code> (${p.in}${p.required ? ", required" : ""}) ${esc(p.description ?? "")}</li>`,
          )
          .join("");
        const bodySchema = op.requestBody?.content?.["application/json"]?.schema;
        const responses = Object.entries(op.responses ?? {})
          .map(([status, r]) => `<li><code>${status}</code> ${esc(r.description ?? "")}</li>`)
          .join("");
        return `<section><h3><span class="m">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3>
<p><strong>${esc(op.summary ?? "")}</strong></p><p>${esc(op.description ?? "")}</p>
${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ""}
${bodySchema ? `<h4>Body</h4><pre>${esc(JSON.stringify(bodySchema, null, 2))}</pre>` : ""}
<h4>Responses</h4><ul>${responses}</ul></section>`;
      }),
  );
  const schemas = Object.entries(document.components?.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<section><h3 id="${esc(name)}">${esc(name)}</h3><pre>${esc(JSON.stringify(schema, null, 2))}</pre></section>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(INFO.title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
pre{background:#f5f5f5;padding:.75rem;overflow:auto;font-size:13px}section{border-top:1px solid #ddd;padding:.5rem 0}
.m{display:inline-block;min-width:4.5rem;font-family:monospace;color:#fff;background:#345;padding:0 .4rem;border-radius:3px}</style>
</head><body><h1>${esc(INFO.title)} <small>${esc(INFO.version)}</small></h1>
<p>Machine-readable: <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a></p>
<pre>${esc(INFO.description)}</pre><h2>Endpoints</h2>${sections.join("")}<h2>Schemas</h2>${schemas}</body></html>`;
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
