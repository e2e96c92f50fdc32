// Runs an export job (from the queue): writes a scan export's scans (scans-export.ts), draws a ZIP of images
// (zip-export.ts: whole, or in parts drawn by invocations of their own) or a PDF sheet, writing the file to R2 as
// it goes, and records progress on the job's row so the caller can follow it. A code that cannot be drawn (its
// style does not scan at this size, it was deleted meanwhile) is listed in `skipped`, never silently left out.

import { codeName } from "@qr/api/src/drawing/exports/code-names.ts";
import { discardFragments, ExportRefused } from "@qr/api/src/drawing/exports/export-store.ts";
import { writeScans } from "@qr/api/src/drawing/exports/scans-export.ts";
import type { CreateExport } from "@qr/api/src/drawing/exports/schemas.ts";
import { sheetLayout } from "@qr/api/src/drawing/exports/sheet-layouts.ts";
import { styleSources } from "@qr/api/src/drawing/images/draw-code.ts";
import { machineTime } from "@qr/core/clock";
import { type ExportJobRow, type RequestDatabase, schema } from "@qr/db";
import { LIMITS } from "@qr/qr";
import { and, eq, inArray } from "drizzle-orm";
import { drawEach } from "./draw-each.ts";
import { type ExportDeps, writeExportFile } from "./export-file.ts";
import { pdfSheet } from "./pdf-sheet.ts";
import { runZipExport, runZipPart } from "./zip-export.ts";

/** The resolution a PDF's codes are checked for print safety at (they are drawn as vectors). */
const PDF_DPI = 300;

type PdfOptions = Omit<Extract<CreateExport, { format: "pdf" }>, "selection" | "format">;

/** Runs the job's message: the job itself, or one part of a ZIP drawn in parts (`part`). */
export async function runExport(deps: ExportDeps, exportId: string, part?: number): Promise<void> {
  const [job] = await deps.db.select().from(schema.exportJobs).where(eq(schema.exportJobs.id, exportId));
  // Gone (expired) or already finished: a redelivered message has nothing left to do.
  if (!job || job.status === "succeeded" || job.status === "failed") return;
  try {
    if (part !== undefined) return await runZipPart(deps, job, part);
    await update(deps.db, job.id, { status: "running", startedAt: job.startedAt ?? new Date(machineTime()) });
    if (job.format === "zip") return await runZipExport(deps, { ...job, status: "running" });
    if (job.format === "pdf") return await runPdfExport(deps, job);
    return await runScansExport(deps, job);
  } catch (error) {
    if (!(error instanceof ExportRefused)) throw error; // the queue retries; the last attempt marks it failed
    await failExport(deps, job.id, error.message);
  }
}

/** Marks a job failed (after its last attempt, or refused) and deletes what its parts left behind. */
export async function failExport(
  deps: Pick<ExportDeps, "db" | "files">,
  exportId: string,
  // The reason of a last attempt is logged, not shown: it may name internals.
  error = "the export could not be completed; try again, or export fewer codes",
): Promise<void> {
  const [failed] = await deps.db
    .update(schema.exportJobs)
    .set({ status: "failed", error, finishedAt: new Date(machineTime()) })
    .where(and(eq(schema.exportJobs.id, exportId), inArray(schema.exportJobs.status, ["queued", "running"])))
    .returning({ id: schema.exportJobs.id, teamId: schema.exportJobs.teamId });
  // Already ended: its fragments went then, and a part finishing later drops its own.
  if (failed) await discardFragments(deps.files, failed);
}

function runScansExport(deps: ExportDeps, job: ExportJobRow): Promise<void> {
  return writeExportFile(deps, job, async (upload) => {
    await writeScans(deps.db, job, upload, deps.scanBaseUrl, (done) => update(deps.db, job.id, { done }));
    return undefined;
  });
}

async function runPdfExport(deps: ExportDeps, job: ExportJobRow): Promise<void> {
  const options = job.options as PdfOptions;
  const named = options.name_by?.startsWith("metadata.") ?? false;
  const sheet = await pdfSheet(
    sheetLayout(options.layout, options.code_size_mm, named ? 2 : 1),
    named ? 2 : 1,
  );
  const sizePx = Math.min(
    LIMITS.maxSize,
    Math.max(LIMITS.minSize, Math.ceil((sheet.codeSideMm / 25.4) * PDF_DPI)),
  );
  await writeExportFile(deps, job, async (upload) => {
    const skipped = await drawEach({
      db: deps.db,
      sources: styleSources(deps.db, deps.files, job.teamId),
      scanBaseUrl: deps.scanBaseUrl,
      teamId: job.teamId,
      sizePx,
      ids: job.codeIds,
      async onCode({ row, shortUrl, drawn }) {
        // What a person types; a Wi-Fi code holds no address, so its network's name is printed.
        const ssid = row.type === "wifi" ? String(row.content?.ssid ?? "") : undefined;
        const printed = ssid === undefined ? shortUrl.replace(/^https?:\/\//, "") : `Wi-Fi: ${ssid}`;
        await sheet.add(drawn.svg, named ? [codeName(row, options.name_by), printed] : [printed]);
      },
      onStep: (done, skipped) => update(deps.db, job.id, { done, skipped }),
    });
    if (skipped.length === job.codeIds.length)
      throw new ExportRefused("no code of the selection could be drawn: see skipped");
    upload.push(await sheet.finish());
    return { skipped };
  });
}

function update(db: RequestDatabase, id: string, values: Partial<typeof schema.exportJobs.$inferInsert>) {
  return db.update(schema.exportJobs).set(values).where(eq(schema.exportJobs.id, id));
}
