// Draws a run of an export's codes, in order, a step at a time: reads the step's rows (the team's only), skips
// a code deleted since the export was made or whose style cannot be drawn at the export's size (with why), and
// hands each drawn code on. What the PDF sheet and the ZIP's parts share.

import { qrContentOf } from "@qr/api/src/codes/qr/qr-content.ts";
import { type DrawnCode, drawCode, type StyleSources } from "@qr/api/src/drawing/images/draw-code.ts";
import type { FieldError } from "@qr/api/src/http/errors/api-error.ts";
import { shortUrlOf } from "@qr/core/short-url";
import { type ExportJobRow, type QrCodeRow, type RequestDatabase, schema } from "@qr/db";
import { and, eq, inArray } from "drizzle-orm";

/** Codes read and drawn per step; progress is written after each. */
export const STEP = 50;

export type Skipped = ExportJobRow["skipped"];

export interface DrawnExportCode {
  row: QrCodeRow;
  /** Its place in the run (0 = the run's first code). */
  at: number;
  shortUrl: string;
  /** What the QR holds (the short URL, or a static code's content), drawn in `drawn`. */
  qrContent: string;
  drawn: Extract<DrawnCode, { ok: true }>;
}

export interface DrawEach {
  db: RequestDatabase;
  sources: StyleSources;
  scanBaseUrl: string;
  teamId: string;
  sizePx: number;
  /** The run's code ids, in order. */
  ids: readonly string[];
  onCode(code: DrawnExportCode): Promise<void>;
  /** After each step: how many of the run's codes are done, and which were skipped so far. */
  onStep(done: number, skipped: Skipped): Promise<unknown>;
}

/** Draws the run; answers the codes it skipped. */
export async function drawEach(run: DrawEach): Promise<Skipped> {
  const skipped: Skipped = [];
  for (let start = 0; start < run.ids.length; start += STEP) {
    const ids = run.ids.slice(start, start + STEP);
    const rows = await run.db
      .select()
      .from(schema.qrCodes)
      .where(and(eq(schema.qrCodes.teamId, run.teamId), inArray(schema.qrCodes.id, [...ids])));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [offset, id] of ids.entries()) {
      const row = byId.get(id);
      if (!row || row.status === "deleted") {
        skipped.push({
          id,
          slug: row?.slug ?? "",
          errors: [{ path: "id", message: "deleted since the export was made" }],
        });
        continue;
      }
      const shortUrl = shortUrlOf(run.scanBaseUrl, row.domain, row.slug);
      const qrContent = qrContentOf(row, shortUrl);
      const drawn = await drawCode(run.sources, row, qrContent, run.sizePx);
      if (!drawn.ok) skipped.push({ id, slug: row.slug, errors: drawn.errors as FieldError[] });
      else await run.onCode({ row, at: start + offset, shortUrl, qrContent, drawn });
    }
    await run.onStep(start + ids.length, skipped);
  }
  return skipped;
}
