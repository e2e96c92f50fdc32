// The frame of every page a code answers with: no script at all, no request to anyone else (no font, image or
// style from elsewhere; images only from the code's own path), light and dark by the phone's setting, readable
// at 320 px, and the abuse report link.
// Texts from a code go through `html` (escaped by construction) inside <bdi>, so a right-to-left override in a
// name cannot turn the text around it.
import { html, type Markup, trusted } from "../../html.ts";
import { type Accent, accentProperties } from "./accent.ts";
import type { PageLanguage, PageStrings } from "./strings.ts";

/** The pages' one style sheet, inline (a page makes no other request); the web app's CSP names its hash. */
export const PAGE_STYLE =
  ":root{color-scheme:light dark;--fg:#1b1b1f;--muted:#55565e;--bg:#fff;--card:#f3f4f7;--accent:#1a56b8;--on-accent:#fff}" +
  "@media (prefers-color-scheme:dark){:root{--fg:#ececf1;--muted:#b4b6bf;--bg:#121316;--card:#1f2127;--accent:#8ab4ff;--on-accent:#0b1d3a}}" +
  "*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:17px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}" +
  "main{max-width:30rem;margin:0 auto;padding:2rem 1rem 1rem}h1{font-size:1.6rem;line-height:1.25;margin:0 0 .25rem;overflow-wrap:anywhere}" +
  "p{margin:.25rem 0 1rem;overflow-wrap:anywhere}.sub{color:var(--muted)}dl{margin:1rem 0}dt{font-weight:600}dd{margin:0 0 .75rem;overflow-wrap:anywhere}" +
  "ul{list-style:none;margin:1.25rem 0;padding:0}li{margin:0 0 .75rem}" +
  "a{color:var(--accent)}.button{display:block;padding:.85rem 1rem;border-radius:.75rem;background:var(--card);color:var(--fg);text-decoration:none;font-weight:600;overflow-wrap:anywhere;border:1px solid transparent}" +
  ".button.primary{background:var(--accent);color:var(--on-accent)}.button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}" +
  "footer{max-width:30rem;margin:0 auto;padding:1rem;font-size:.875rem;color:var(--muted)}footer a{color:var(--muted)}" +
  "form{display:grid;gap:.75rem;margin:1.25rem 0}label{display:grid;gap:.25rem;font-weight:600}input{font:inherit;padding:.75rem;border:1px solid var(--muted);border-radius:.5rem;background:var(--bg);color:var(--fg)}" +
  "button{font:inherit;font-weight:600;padding:.85rem 1rem;border:0;border-radius:.75rem;background:var(--accent);color:var(--on-accent)}.error{color:#b42318}@media (prefers-color-scheme:dark){.error{color:#ff9c8f}}" +
  ".photo{display:block;width:6rem;height:6rem;object-fit:cover;border-radius:50%;margin:0 0 1rem}.shown{display:block;width:100%;height:auto;border-radius:.5rem;margin:1rem 0}";
const STYLE = trusted(PAGE_STYLE);

/** Images only from the code's own path (a card's photo, a file code's image): nothing from anyone else. */
export const PAGE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export interface PageFrame {
  language: PageLanguage;
  strings: PageStrings;
  reportUrl: string;
  qrId: string;
  /** The page's main landmark's name, where it is shown inside another page that has its own (the app's preview). */
  mainLabel?: string;
}

/**
 * The page's document; with a brand's accent, its colours set on the root (light and dark alike). It sends no
 * referrer, but a page whose form posts to its own host says where the post comes from (`same-origin`: browsers
 * then send the Origin the gate checks, still nothing to another site).
 */
export function pageDocument(
  frame: PageFrame,
  title: string,
  body: Markup,
  accent?: Accent,
  referrer: "no-referrer" | "same-origin" = "no-referrer",
): string {
  const report = frame.reportUrl && `${frame.reportUrl}?code=${encodeURIComponent(frame.qrId)}`;
  const style =
    accent &&
    accentProperties(accent)
      .map(([name, value]) => `${name}:${value}`)
      .join(";");
  return html`<!doctype html><html lang="${frame.language}"${style ? html` style="${style}"` : ""}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="referrer" content="${referrer}"><title>${title}</title><style>${STYLE}</style></head><body><main${frame.mainLabel ? html` aria-label="${frame.mainLabel}"` : ""}>${body}</main>${report && html`<footer><a href="${report}">${frame.strings.report}</a></footer>`}</body></html>`.toString();
}

/** Text of a code's, isolated from the direction of what surrounds it. */
export const text = (value: string | undefined) => (value ? html`<bdi>${value}</bdi>` : "");

export const button = (href: string, label: Markup | string, primary = false, download = false) =>
  html`<li><a class="button${primary ? " primary" : ""}" href="${href}"${download ? trusted(" download") : ""}>${label}</a></li>`;
