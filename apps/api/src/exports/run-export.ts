// Runs an export job (from the queue): writes a scan export's scans (scans-export.ts), or draws every selected
// code, writing the ZIP or the PDF to R2 as it goes, and records progress on the job's row so the caller can
// follow it. A code that cannot be drawn (its style does not scan at this size, it was deleted meanwhile) is
// listed in `skipped`, never silently left out.
import { csvText } from "@qr/core/csv";
import { shortUrlOf } from "@qr/core/short-url";
import { type ExportJobRow, type QrCodeRow, type RequestDatabase, schema } from "@qr/db";
import { LIMITS } from "@qr/qr";
import { and, eq, inArray } from "drizzle-orm";
import type { FieldError } from "../errors/api-error.ts";
import { type DrawnCode, drawCode, styleSources } from "../images/draw-code.ts";
import { codePng } from "../images/png.ts";
import type { FileStore } from "../lib/request-context.ts";
import { qrContentOf } from "../qr/qr-content.ts";
import { ChunkedUpload } from "./chunked-upload.ts";
import { codeName, fileNameOf, uniqueNames } from "./code-names.ts";
import { EXPORT_CONTENT_TYPES, exportKey } from "./export-store.ts";
import { pdfSheet } from "./pdf-sheet.ts";
import { writeScans } from "./scans-export.ts";
import type { CreateExport } from "./schemas.ts";
import { sheetLayout } from "./sheet-layouts.ts";
import { zipFile } from "./zip-file.ts";

export interface ExportDeps {
  db: RequestDatabase;
  files: FileStore;
  scanBaseUrl: string;
}

/** Codes read and drawn per step; progress is written after each. */
const STEP = 50;
/** The resolution a PDF's codes are checked for print safety at (they are drawn as vectors). */
const PDF_DPI = 300;

type ZipOptions = Omit<Extract<CreateExport, { format: "zip" }>, "selection" | "format">;
type PdfOptions = Omit<Extract<CreateExport, { format: "pdf" }>, "selection" | "format">;

type DrawnImage = Extract<DrawnCode, { ok: true }>;

/** What a drawn code goes into: the ZIP's files or the PDF's next cell. */
interface Sink {
  sizePx: number;
  /** `qrContent` is what the QR holds (the short URL, or a static code's content), drawn in `drawn`. */
  add(code: {
    row: QrCodeRow;
    name: string;
    shortUrl: string;
    qrContent: string;
    drawn: DrawnImage;
  }): Promise<void>;
  finish(): Promise<void>;
}

export async function runExport(deps: ExportDeps, exportId: string): Promise<void> {
  const [job] = await deps.db.select().from(schema.exportJobs).where(eq(schema.exportJobs.id, exportId));
  // Gone (expired) or already finished: a redelivered message has nothing left to do.
  if (!job || job.status === "succeeded" || job.status === "failed") return;
  await update(deps.db, job.id, { status: "running", startedAt: new Date(), done: 0, skipped: [] });

  const key = exportKey(job.teamId, job.id, job.format);
  const upload = new ChunkedUpload(deps.files, key, EXPORT_CONTENT_TYPES[job.format]);
  if (job.format === "csv" || job.format === "ndjson") {
    try {
      await writeScans(deps.db, job, upload, deps.scanBaseUrl, (done) => update(deps.db, job.id, { done }));
      await upload.finish();
    } catch (error) {
      await upload.abort().catch(() => undefined);
      throw error; // the queue retries; the last attempt marks it failed
    }
    await update(deps.db, job.id, {
      status: "succeeded",
      r2Key: key,
      bytes: upload.bytes,
      finishedAt: new Date(),
    });
    return;
  }
  const sink =
    job.format === "zip"
      ? zipSink(upload, job.options as ZipOptions)
      : await pdfSink(upload, job.options as PdfOptions);
  const sources = styleSources(deps.db, deps.files, job.teamId);
  const nameBy = (job.options as { name_by?: string }).name_by;
  const skipped: ExportJobRow["skipped"] = [];
  try {
    for (let start = 0; start < job.codeIds.length; start += STEP) {
      const ids = job.codeIds.slice(start, start + STEP);
      const rows = await deps.db
        .select()
        .from(schema.qrCodes)
        .where(and(eq(schema.qrCodes.teamId, job.teamId), inArray(schema.qrCodes.id, ids)));
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of ids) {
        const row = byId.get(id);
        if (!row || row.status === "deleted") {
          skipped.push({
            id,
            slug: row?.slug ?? "",
            errors: [{ path: "id", message: "deleted since the export was made" }],
          });
          continue;
        }
        const shortUrl = shortUrlOf(deps.scanBaseUrl, row.domain, row.slug);
        const qrContent = qrContentOf(row, shortUrl);
        const drawn = await drawCode(sources, row, qrContent, sink.sizePx);
        if (!drawn.ok) skipped.push({ id, slug: row.slug, errors: drawn.errors as FieldError[] });
        else await sink.add({ row, name: codeName(row, nameBy), shortUrl, qrContent, drawn });
      }
      await update(deps.db, job.id, { done: start + ids.length, skipped });
    }
    if (skipped.length === job.codeIds.length)
      throw new ExportRefused("no code of the selection could be drawn: see skipped");
    await sink.finish();
    await upload.finish();
  } catch (error) {
    await upload.abort().catch(() => undefined);
    if (!(error instanceof ExportRefused)) throw error; // the queue retries; the last attempt marks it failed
    await update(deps.db, job.id, { status: "failed", error: error.message, finishedAt: new Date() });
    return;
  }
  await update(deps.db, job.id, {
    status: "succeeded",
    r2Key: key,
    bytes: upload.bytes,
    finishedAt: new Date(),
  });
}

/** Marks a job failed after its last attempt (the reason is logged, not shown: it may name internals). */
export async function failExport(db: RequestDatabase, exportId: string): Promise<void> {
  await update(db, exportId, {
    status: "failed",
    error: "the export could not be completed; try again, or export fewer codes",
    finishedAt: new Date(),
  });
}

class ExportRefused extends Error {}

function update(db: RequestDatabase, id: string, values: Partial<typeof schema.exportJobs.$inferInsert>) {
  return db.update(schema.exportJobs).set(values).where(eq(schema.exportJobs.id, id));
}

function zipSink(upload: ChunkedUpload, options: ZipOptions): Sink {
  const zip = zipFile(upload);
  const names = uniqueNames();
  const index: string[][] = [["name", "files", "id", "slug", "short_url", "url"]];
  const encoder = new TextEncoder();
  return {
    sizePx: options.size,
    async add({ row, name, shortUrl, qrContent, drawn }) {
      const { svg } = drawn;
      const base = names(fileNameOf(name));
      const files: string[] = [];
      if (options.files !== "png") {
        files.push(`${base}.svg`);
        await zip.add(`${base}.svg`, encoder.encode(svg), true);
      }
      if (options.files !== "svg") {
        files.push(`${base}.png`);
        await zip.add(`${base}.png`, await codePng(drawn, qrContent, options.size), false);
      }
      index.push([name, files.join(" "), row.id, row.slug, shortUrl, row.url]);
    },
    async finish() {
      await zip.add("index.csv", encoder.encode(csvText(index)), true);
      await zip.finish();
    },
  };
}

async function pdfSink(upload: ChunkedUpload, options: PdfOptions): Promise<Sink> {
  const named = options.name_by?.startsWith("metadata.") ?? false;
  const sheet = await pdfSheet(
    sheetLayout(options.layout, options.code_size_mm, named ? 2 : 1),
    named ? 2 : 1,
  );
  const sizePx = Math.min(
    LIMITS.maxSize,
    Math.max(LIMITS.minSize, Math.ceil((sheet.codeSideMm / 25.4) * PDF_DPI)),
  );
  return {
    sizePx,
    async add({ row, name, shortUrl, drawn }) {
      // What a person types; a Wi-Fi code holds no address, so its network's name is printed.
      const ssid = row.type === "wifi" ? String(row.content?.ssid ?? "") : undefined;
      const printed = ssid === undefined ? shortUrl.replace(/^https?:\/\//, "") : `Wi-Fi: ${ssid}`;
      await sheet.add(drawn.svg, named ? [name, printed] : [printed]);
    },
    async finish() {
      upload.push(await sheet.finish());
    },
  };
}
