// GET /dev/mailbox: the local stack's mailbox, newest first, links clickable. Served only where the DEV_MAILBOX
// namespace is bound, which only the local stack does; a deployed worker answers 404.
import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { ApiError } from "../errors/api-error.ts";
import { devMailbox } from "./mailer.ts";

export const devMailboxRoutes = new Hono<AppEnv>()
  .get("/mailbox.json", async (c) => c.json({ data: await mailbox(c.env).list() }))
  .get("/mailbox", async (c) => {
    const messages = await mailbox(c.env).list();
    const items = messages
      .map(
        (m) =>
          `<article><h2>${esc(m.subject)}</h2><p>To ${esc(m.to)} · ${esc(m.sent_at)}</p><pre>${linked(m.text)}</pre></article>`,
      )
      .join("");
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc}pre{white-space:pre-wrap}</style>
</head><body><h1>Dev mailbox</h1><p>Email the local stack sent, newest first.</p>${items || "<p>No messages yet.</p>"}</body></html>`);
  });

function mailbox(env: Env) {
  const box = devMailbox(env);
  if (!box) throw new ApiError("route_not_found", "No route for this path.");
  return box;
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function linked(text: string): string {
  return esc(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
