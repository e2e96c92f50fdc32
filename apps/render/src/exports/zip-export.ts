// A ZIP of code images. Up to PART_CODES codes, one invocation draws it straight into the file. Above that, the
// job is split into parts of PART_CODES codes, each a queue message of its own, so as many invocations draw them
// at once as the queue runs (decision 21, docs/print.md): each part writes its entries as a fragment (an R2 object of its
// own, its key unique to the attempt) and records them on its row; the part that completes the set assembles
// the file: the fragments copied in order into R2's equal-sized multipart parts, the index, and one central
// directory with every entry's offset shifted to where its fragment landed. A failed part is retried by the
// queue and never leaves half a file: the file is only written from fragments whose length and entries the
// rows confirm, and file names are handed out for the whole job before any part draws.

import { ChunkedUpload } from "@qr/api/src/drawing/exports/chunked-upload.ts";
import { codeName, uniqueNames } from "@qr/api/src/drawing/exports/code-names.ts";
import { discardFragments, ExportRefused, fragmentPrefix } from "@qr/api/src/drawing/exports/export-store.ts";
import type { CreateExport } from "@qr/api/src/drawing/exports/schemas.ts";
import { styleSources } from "@qr/api/src/drawing/images/draw-code.ts";
import { logError } from "@qr/api/src/lib/log.ts";
import { machineTime } from "@qr/core/clock";
import { csvText } from "@qr/core/csv";
import { fileNameOf } from "@qr/core/file-name";
import { type ExportJobRow, type ExportPartRow, inOneTrip, schema } from "@qr/db";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { codePng } from "../images/png.ts";
import { type DrawnExportCode, drawEach, type Skipped } from "./draw-each.ts";
import { type ExportDeps, writeExportFile } from "./export-file.ts";
import { ZipWriter } from "./zip-writer.ts";

/** Codes a part draws: the slowest (styled 1,024 px PNGs) take a few seconds of one invocation. */
export const PART_CODES = 200;
/** The most messages one sendBatch takes. */
const MESSAGES_PER_BATCH = 100;
const INDEX_HEADER = ["name", "files", "id", "slug", "short_url", "url"];

type ZipOptions = Omit<Extract<CreateExport, { format: "zip" }>, "selection" | "format">;

/** The first message of a ZIP job: draws it whole, or plans its parts and queues them. */
export async function runZipExport(deps: ExportDeps, job: ExportJobRow): Promise<void> {
  if (job.codeIds.length <= PART_CODES) return drawWhole(deps, job);
  if (job.parts === 0) await planParts(deps, job);
  const parts = Math.ceil(job.codeIds.length / PART_CODES);
  const messages = Array.from({ length: parts }, (_, part) => ({ body: { export_id: job.id, part } }));
  for (let at = 0; at < messages.length; at += MESSAGES_PER_BATCH)
    await deps.queue.sendBatch(messages.slice(at, at + MESSAGES_PER_BATCH));
}

/** A part's message: draws its codes into a fragment; the part that completes the set assembles the file. */
export async function runZipPart(deps: ExportDeps, job: ExportJobRow, partNumber: number): Promise<void> {
  const [part] = await deps.db
    .select()
    .from(schema.exportParts)
    .where(and(eq(schema.exportParts.exportId, job.id), eq(schema.exportParts.part, partNumber)));
  if (!part) return; // not a part of this job: nothing to draw
  if (part.status === "pending") {
    if (await drawPart(deps, job, part)) await assemble(deps, job);
    return;
  }
  // A redelivered message of a part already drawn: the set may be complete with its file not yet written
  // (the assembly failed, or its invocation ended), so the file is assembled again.
  const [latest] = await deps.db
    .select({ parts: schema.exportJobs.parts, partsDone: schema.exportJobs.partsDone })
    .from(schema.exportJobs)
    .where(and(eq(schema.exportJobs.id, job.id), eq(schema.exportJobs.status, "running")));
  if (latest && latest.partsDone === latest.parts) await assemble(deps, job);
}

function drawWhole(deps: ExportDeps, job: ExportJobRow): Promise<void> {
  return writeExportFile(deps, job, async (upload) => {
    const zip = new ZipWriter(upload, job.createdAt);
    const names = await plannedNames(deps, job);
    const { skipped, indexLines } = await drawRun(deps, job, 0, names, zip, (done, skipped) =>
      updateJob(deps, job.id, { done, skipped }),
    );
    await finishFile(zip, job, skipped, indexLines);
    return { done: job.total, skipped };
  });
}

/** Every code's file name, handed out for the whole job at once (unique across parts); "" for a code gone. */
async function plannedNames(deps: ExportDeps, job: ExportJobRow): Promise<string[]> {
  const nameBy = (job.options as ZipOptions).name_by;
  const rows = await deps.db
    .select({
      id: schema.qrCodes.id,
      slug: schema.qrCodes.slug,
      name: schema.qrCodes.name,
      metadata: schema.qrCodes.metadata,
      status: schema.qrCodes.status,
    })
    .from(schema.qrCodes)
    .where(and(eq(schema.qrCodes.teamId, job.teamId), inArray(schema.qrCodes.id, job.codeIds)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const names = uniqueNames();
  return job.codeIds.map((id) => {
    const row = byId.get(id);
    return !row || row.status === "deleted" ? "" : names(fileNameOf(codeName(row, nameBy), "code"));
  });
}

async function planParts(deps: ExportDeps, job: ExportJobRow): Promise<void> {
  const names = await plannedNames(deps, job);
  const rows: (typeof schema.exportParts.$inferInsert)[] = [];
  for (let first = 0; first < names.length; first += PART_CODES)
    rows.push({ exportId: job.id, part: rows.length, first, names: names.slice(first, first + PART_CODES) });
  await inOneTrip(deps.db, (db) => [
    db.insert(schema.exportParts).values(rows).onConflictDoNothing(),
    db.update(schema.exportJobs).set({ parts: rows.length }).where(eq(schema.exportJobs.id, job.id)),
  ]);
}

/** Draws the part into a fragment and records it; answers whether this part completed the set. */
async function drawPart(deps: ExportDeps, job: ExportJobRow, part: ExportPartRow): Promise<boolean> {
  // Unique to this attempt: a slower duplicate of the part can never overwrite the fragment its row describes.
  const fragment = `${fragmentPrefix(job)}${part.part}-${crypto.randomUUID()}`;
  const upload = new ChunkedUpload(deps.files, fragment, "application/octet-stream");
  const startedAt = new Date(machineTime());
  let recorded: boolean | "unknown" = false;
  try {
    const zip = new ZipWriter(upload, job.createdAt);
    const { skipped, indexLines } = await drawRun(deps, job, part.first, part.names, zip, (done, skipped) =>
      recordProgress(deps, part, done, skipped),
    );
    await upload.finish();
    // Recorded once, while the job runs: the first attempt to finish records its fragment and counts the part
    // done (the count serialised by the job's row), so exactly one part sees the set complete; a duplicate, or
    // a part finishing after the job failed, records nothing and drops its fragment.
    const { exportParts, exportJobs } = schema;
    // From here the fragment is kept if the statement throws: it may have committed with its answer lost, and a
    // retry then finds the part done and assembles from it. Unrecorded, it goes with the job's (discardFragments).
    recorded = "unknown";
    const marked = deps.db.$with("marked").as(
      deps.db
        .update(exportParts)
        .set({
          status: "done",
          done: part.names.length,
          skipped,
          entries: zip.entries,
          indexLines,
          bytes: upload.bytes,
          fragment,
          startedAt,
          finishedAt: new Date(machineTime()),
        })
        .where(
          and(
            eq(exportParts.exportId, part.exportId),
            eq(exportParts.part, part.part),
            eq(exportParts.status, "pending"),
          ),
        )
        .returning({ part: exportParts.part }),
    );
    const [counted] = await deps.db
      .with(marked)
      .update(exportJobs)
      .set({ partsDone: sql`${exportJobs.partsDone} + (select count(*) from ${marked})::int` })
      .where(and(eq(exportJobs.id, job.id), eq(exportJobs.status, "running")))
      .returning({
        marked: sql<number>`(select count(*) from ${marked})::int`,
        parts: exportJobs.parts,
        partsDone: exportJobs.partsDone,
      });
    recorded = (counted?.marked ?? 0) > 0;
    return recorded && counted?.partsDone === counted?.parts;
  } catch (error) {
    if (recorded === false) await upload.abort().catch(() => undefined);
    throw error;
  } finally {
    if (recorded === false)
      await deps.files
        .delete(fragment)
        .catch((error: unknown) => logError("an export fragment was not deleted", error, { fragment }));
  }
}

/** The file from the parts' fragments, in order; then the fragments are deleted. */
async function assemble(deps: ExportDeps, job: ExportJobRow): Promise<void> {
  const parts = await deps.db
    .select()
    .from(schema.exportParts)
    .where(eq(schema.exportParts.exportId, job.id))
    .orderBy(asc(schema.exportParts.part));
  if (parts.some((part) => part.status !== "done")) return;
  await writeExportFile(deps, job, async (upload) => {
    const zip = new ZipWriter(upload, job.createdAt);
    for (const part of parts) {
      const fragment = part.fragment ? await deps.files.get(part.fragment) : null;
      if (!fragment) throw new Error(`the fragment of part ${part.part} is missing`);
      await zip.adopt(fragment.body, part.bytes, part.entries);
    }
    const skipped = parts.flatMap((part) => part.skipped);
    await finishFile(
      zip,
      job,
      skipped,
      parts.flatMap((part) => part.indexLines),
    );
    return { done: job.total, skipped };
  });
  await discardFragments(deps.files, job).catch((error: unknown) =>
    logError("an export's fragments were not deleted", error, { export_id: job.id }),
  );
}

/**
 * Draws `names.length` codes of the job from `first` into `zip` (PNG, SVG or both per code) and answers the
 * index's lines for them and the codes skipped.
 */
async function drawRun(
  deps: ExportDeps,
  job: ExportJobRow,
  first: number,
  names: readonly string[],
  zip: ZipWriter,
  onStep: (done: number, skipped: Skipped) => Promise<unknown>,
): Promise<{ skipped: Skipped; indexLines: string[][] }> {
  const options = job.options as ZipOptions;
  const encoder = new TextEncoder();
  const indexLines: string[][] = [];
  const add = async ({ row, at, shortUrl, qrContent, drawn }: DrawnExportCode) => {
    const base = names[at] || fileNameOf(row.slug, "code");
    const files: string[] = [];
    if (options.files !== "png") {
      files.push(`${base}.svg`);
      await zip.add(`${base}.svg`, encoder.encode(drawn.svg), true);
    }
    if (options.files !== "svg") {
      files.push(`${base}.png`);
      await zip.add(`${base}.png`, await codePng(drawn, qrContent, options.size), false);
    }
    indexLines.push([codeName(row, options.name_by), files.join(" "), row.id, row.slug, shortUrl, row.url]);
  };
  const skipped = await drawEach({
    db: deps.db,
    sources: styleSources(deps.db, deps.files, job.teamId),
    scanBaseUrl: deps.scanBaseUrl,
    teamId: job.teamId,
    sizePx: options.size,
    ids: job.codeIds.slice(first, first + names.length),
    onCode: add,
    onStep,
  });
  return { skipped, indexLines };
}

async function finishFile(zip: ZipWriter, job: ExportJobRow, skipped: Skipped, indexLines: string[][]) {
  if (skipped.length === job.codeIds.length)
    throw new ExportRefused("no code of the selection could be drawn: see skipped");
  await zip.add("index.csv", new TextEncoder().encode(csvText([INDEX_HEADER, ...indexLines])), true);
  await zip.finish();
}

/** A part's progress, and the job's: the sum over its parts (never going back when a retried part restarts). */
async function recordProgress(deps: ExportDeps, part: ExportPartRow, done: number, skipped: Skipped) {
  const { exportParts, exportJobs } = schema;
  await inOneTrip(deps.db, (db) => [
    db
      .update(exportParts)
      .set({ done, skipped })
      .where(
        and(
          eq(exportParts.exportId, part.exportId),
          eq(exportParts.part, part.part),
          eq(exportParts.status, "pending"),
        ),
      ),
    db
      .update(exportJobs)
      .set({
        done: sql`greatest(${exportJobs.done}, (select coalesce(sum(${exportParts.done}), 0)::int from ${exportParts} where ${exportParts.exportId} = ${part.exportId}))`,
        skipped: sql`(select coalesce(jsonb_agg(s order by ${exportParts.part}), '[]'::jsonb) from ${exportParts}, jsonb_array_elements(${exportParts.skipped}) s where ${exportParts.exportId} = ${part.exportId})`,
      })
      .where(eq(exportJobs.id, part.exportId)),
  ]);
}

function updateJob(deps: ExportDeps, id: string, values: Partial<typeof schema.exportJobs.$inferInsert>) {
  return deps.db.update(schema.exportJobs).set(values).where(eq(schema.exportJobs.id, id));
}
