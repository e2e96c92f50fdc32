// What a page offers under the code's path: a card's contacts file (vCard 3.0, which iOS and Android import
// alike; 4.0 with `?version=4.0`), an event's calendar file, a file code's file (inline or as a download), a
// card's photo or a page's avatar, and a page of links' links. Taking any of them but the photo is a click of
// the scan that showed the page (scan-event.ts).

import { type ClickAction, fileKey } from "@qr/core/content/files";
import { icsOf } from "@qr/core/content/ics";
import type { FileFacts, PageOf } from "@qr/core/content/types";
import { cardName, vcardOf } from "@qr/core/content/vcard";
import { contentDisposition, fileNameForType, fileNameOf } from "@qr/core/file-name";
import type { RedirectRecord } from "@qr/core/redirect-record";
import { SECURITY_HEADERS } from "../responses.ts";
import type { PageFile } from "../route.ts";
import { storedFileResponse } from "./stored-file.ts";

/** What a click records: its action, and a link's position and destination. */
export interface Click {
  action: ClickAction;
  link?: number;
  target?: string;
}

export interface PageFileAnswer {
  response: Response | Promise<Response>;
  click?: Click | undefined;
}

/** The answer to a file or action of a page; null when the page offers no such thing. */
export function pageFileAnswer(
  page: PageOf,
  file: PageFile,
  record: RedirectRecord,
  request: Request,
  query: string,
  now: number,
  bucket: R2Bucket,
): PageFileAnswer | null {
  switch (file.kind) {
    case "vcf": {
      if (page.type !== "vcard") return null;
      const version = new URLSearchParams(query).get("version") === "4.0" ? "4.0" : "3.0";
      const body = vcardOf(page.content, version);
      const name = `${fileNameOf(cardName(page.content), "download")}.vcf`;
      return { response: download(body, "text/vcard", name), click: { action: "contact" } };
    }
    case "ics":
      if (page.type !== "event") return null;
      return {
        response: download(
          icsOf(page.content, record.qr_id, now),
          "text/calendar",
          `${fileNameOf(page.content.title, "download")}.ics`,
        ),
        click: { action: "calendar" },
      };
    case "link": {
      const link = page.type === "links" ? page.content.links[file.index] : undefined;
      if (!link) return null;
      return {
        response: new Response(null, { status: 302, headers: { ...SECURITY_HEADERS, Location: link.url } }),
        click: { action: "link", link: file.index + 1, target: link.url },
      };
    }
    case "photo": {
      const held = heldFile(page, "photo");
      return held ? { response: stored(bucket, record, held, "inline", request) } : null;
    }
    case "file":
    case "download": {
      const held = heldFile(page, "file");
      if (!held) return null;
      const disposition = file.kind === "file" ? "inline" : "attachment";
      // A viewer reads a large PDF in ranges and revalidates what it holds: only a whole first read is a click.
      const { headers } = request;
      const first = request.method === "GET" && !headers.has("Range") && !headers.has("If-None-Match");
      return {
        response: stored(bucket, record, held, disposition, request),
        click: first ? { action: file.kind === "file" ? "open" : "download" } : undefined,
      };
    }
  }
}

/** Where each page type keeps the id of the file it shows, and the facts the database wrote beside it. */
const HELD_FILES: Record<"file" | "photo", Partial<Record<PageOf["type"], [string, string]>>> = {
  file: { file: ["file_id", "file"] },
  photo: { vcard: ["photo_file_id", "photo"], links: ["avatar_file_id", "avatar"] },
};

/** A file code's file, or a card's photo or a page's avatar: its id and the facts the database wrote beside it. */
function heldFile(page: PageOf, which: "file" | "photo"): { id: string; facts: FileFacts } | undefined {
  const fields = HELD_FILES[which][page.type];
  if (!fields) return undefined;
  const content = page.content as Record<string, unknown>;
  const id = content[fields[0]];
  const facts = content[fields[1]] as FileFacts | undefined;
  return typeof id === "string" && facts ? { id, facts } : undefined;
}

function stored(
  bucket: R2Bucket,
  record: RedirectRecord,
  held: { id: string; facts: FileFacts },
  disposition: "inline" | "attachment",
  request: Request,
): Promise<Response> {
  const name = fileNameForType(held.facts.name, held.facts.content_type, "download");
  return storedFileResponse(bucket, fileKey(record.team_id, held.id), {
    contentType: held.facts.content_type,
    disposition: contentDisposition(disposition, name),
    request,
  });
}

function download(body: string, type: string, name: string): Response {
  return new Response(body, {
    headers: {
      ...SECURITY_HEADERS,
      "Content-Type": `${type}; charset=utf-8`,
      "Content-Disposition": contentDisposition("attachment", name),
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
