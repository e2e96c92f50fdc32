// GET /dev/mailbox: the local stack's mailbox, newest first, links clickable. Served only where the DEV_MAILBOX
// namespace is bound, which only the local stack does; a deployed worker answers 404.
import { html, type Markup } from "@qr/core/html";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import { devMailbox } from "./mailer.ts";

export const devMailboxRoutes = new Hono<AppEnv>()
  .get("/mailbox.json", async (c) => c.json({ data: await mailbox(c.env).list() }))
  .get("/mailbox", async (c) => {
    const messages = await mailbox(c.env).list();
    const items = messages.map(
      (m) =>
        html`<article><h2>${m.subject}</h2><p>To ${m.to} · ${m.sent_at}</p><pre>${linked(m.text)}</pre></article>`,
    );
    const none = html`<p>No messages yet.</p>`;
    return c.html(
      String(html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc}pre{white-space:pre-wrap}</style>
</head><body><main><h1>Dev mailbox</h1><p>Email the local stack sent, newest first.</p>${items.length > 0 ? items : none}</main></body></html>`),
    );
  });

function mailbox(env: Env) {
  const box = devMailbox(env);
  if (!box) throw new ApiError("route_not_found", "No route for this path.");
  return box;
}

/** The text with its URLs as links. */
function linked(text: string): Markup[] {
  return text
    .split(/(https?:\/\/[^\s<]+)/)
    .map((part, i) => (i % 2 === 1 ? html`<a href="${part}">${part}</a>` : html`${part}`));
}
