// A job's file: written to R2 as it is made, and the job marked succeeded with it once whole. A write that fails
// aborts its upload (nothing of it is kept) and is raised, for the queue to retry.

import { ChunkedUpload } from "@qr/api/src/drawing/exports/chunked-upload.ts";
import { EXPORT_CONTENT_TYPES, exportKey } from "@qr/api/src/drawing/exports/export-store.ts";
import type { FileStore } from "@qr/api/src/lib/stores.ts";
import { machineTime } from "@qr/core/clock";
import { type ExportJobRow, type RequestDatabase, schema } from "@qr/db";
import { and, eq } from "drizzle-orm";

/** What a finished file says of its job besides itself: how many were done, which codes were skipped. */
type Outcome = Partial<Pick<ExportJobRow, "done" | "skipped">> | undefined;

export async function writeExportFile(
  deps: Pick<ExportDeps, "db" | "files">,
  job: ExportJobRow,
  write: (upload: ChunkedUpload) => Promise<Outcome>,
): Promise<void> {
  const key = exportKey(job.teamId, job.id, job.format);
  const upload = new ChunkedUpload(deps.files, key, EXPORT_CONTENT_TYPES[job.format]);
  let outcome: Outcome;
  try {
    outcome = await write(upload);
    await upload.finish();
  } catch (error) {
    await upload.abort().catch(() => undefined);
    throw error;
  }
  const { exportJobs } = schema;
  await deps.db
    .update(exportJobs)
    .set({
      status: "succeeded",
      ...outcome,
      r2Key: key,
      bytes: upload.bytes,
      finishedAt: new Date(machineTime()),
    })
    .where(and(eq(exportJobs.id, job.id), eq(exportJobs.status, "running")));
}

/** What running an export needs: the database, the team files, the short URLs' base and the export queue. */
export interface ExportDeps {
  db: RequestDatabase;
  files: FileStore;
  scanBaseUrl: string;
  /** Where a ZIP's parts are queued, each drawn by an invocation of its own. */
  queue: { sendBatch(messages: { body: { export_id: string; part: number } }[]): Promise<unknown> };
}
