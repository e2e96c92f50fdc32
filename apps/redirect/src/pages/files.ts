// The files a page offers: a card's contacts file (vCard 3.0, which iOS and Android import alike; 4.0 with
// `?version=4.0`) and an event's calendar file. Served as downloads, never as pages.

import { withoutControls } from "@qr/core/content/folding";
import { icsOf } from "@qr/core/content/ics";
import type { PageOf } from "@qr/core/content/types";
import { cardName, vcardOf } from "@qr/core/content/vcard";
import { SECURITY_HEADERS } from "../responses.ts";

export type PageFile = "vcf" | "ics";

export function fileResponse(
  page: PageOf,
  file: PageFile,
  query: string,
  uid: string,
  now: number,
): Response | null {
  if (file === "vcf" && page.type === "vcard") {
    const version = new URLSearchParams(query).get("version") === "4.0" ? "4.0" : "3.0";
    return download(vcardOf(page.content, version), "text/vcard", `${fileName(cardName(page.content))}.vcf`);
  }
  if (file === "ics" && page.type === "event")
    return download(icsOf(page.content, uid, now), "text/calendar", `${fileName(page.content.title)}.ics`);
  return null;
}

function download(body: string, type: string, name: string): Response {
  return new Response(body, {
    headers: {
      ...SECURITY_HEADERS,
      "Content-Type": `${type}; charset=utf-8`,
      // The ASCII name for old readers, the UTF-8 one (RFC 6266) for the rest.
      "Content-Disposition": `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

/** A file name from a person's or event's name: no path, no control characters, bounded. */
function fileName(name: string): string {
  const cleaned = withoutControls(name)
    .replace(/[/\\:*?"<>|\u202a-\u202e\u2066-\u2069]/g, "")
    .trim()
    .slice(0, 60);
  return cleaned || "download";
}
