// The API reference as HTML, built on the server from the OpenAPI document and the error table, so it needs no
// script or CDN. Each error code has an anchor on the errors page: the problem body's `type` points there.
import { ERROR_CODES, ERRORS_REFERENCE_PATH } from "../errors/codes.ts";
import { DOCS_PATH, INFO, OPENAPI_PATH, type openApiDocument } from "./document.ts";

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
  return page(
    INFO.title,
    `<h1>${esc(INFO.title)} <small>${esc(INFO.version)}</small></h1>
<p>Machine-readable: <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>. Error codes: <a href="${ERRORS_REFERENCE_PATH}">${ERRORS_REFERENCE_PATH}</a>.</p>
<pre>${esc(INFO.description)}</pre><h2>Endpoints</h2>${sections.join("")}<h2>Schemas</h2>${schemas}`,
  );
}

/** Every error code: its status, title and explanation, each at `#<code>`. */
export function errorsPage(): string {
  const rows = Object.entries(ERROR_CODES)
    .map(
      ([code, { status, title, explanation }]) =>
        `<section id="${esc(code)}"><h2><code>${esc(code)}</code> <small>${status} ${esc(title)}</small></h2><p>${esc(explanation)}</p></section>`,
    )
    .join("");
  return page(
    `Error codes · ${INFO.title}`,
    `<h1>Error codes</h1><p>Every error is <code>application/problem+json</code>; branch on its <code>code</code>. Back to the <a href="${DOCS_PATH}">API reference</a>.</p>${rows}`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
pre{background:#f5f5f5;padding:.75rem;overflow:auto;font-size:13px}section{border-top:1px solid #ddd;padding:.5rem 0}
.m{display:inline-block;min-width:4.5rem;font-family:monospace;color:#fff;background:#345;padding:0 .4rem;border-radius:3px}</style>
</head><body>${body}</body></html>`;
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
