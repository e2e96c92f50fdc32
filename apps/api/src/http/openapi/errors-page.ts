// The errors page, built on the server from the error table: each code has an anchor, and the problem body's
// `type` points there. (The API reference itself is the web app's Scalar page, /docs/.)
import { html, type Markup } from "@qr/core/html";
import { ERROR_CODES } from "../errors/codes.ts";
import { INFO } from "./document.ts";

/** Every error code: its status, title and explanation, each at `#<code>`. */
export function errorsPage(): string {
  const rows = Object.entries(ERROR_CODES).map(
    ([code, { status, title, explanation }]) =>
      html`<section id="${code}"><h2><code>${code}</code> <small>${status} ${title}</small></h2><p>${explanation}</p></section>`,
  );
  return page(
    `Error codes · ${INFO.title}`,
    html`<h1>Error codes</h1><p>Every error is <code>application/problem+json</code>; branch on its <code>code</code>. Back to the <a href="/docs/">API reference</a>.</p>${rows}`,
  );
}

function page(title: string, body: Markup): string {
  return String(html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
section{border-top:1px solid #ddd;padding:.5rem 0}</style>
</head><body><main>${body}</main></body></html>`);
}
