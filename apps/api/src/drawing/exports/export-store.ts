// Where export jobs live: their row in Postgres, their file in R2 under the team's prefix. Every read goes
// through the team, so another team's export is as absent as one that never existed.

import { type ExportJobRow, type RequestDatabase, schema } from "@qr/db";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { type Reach, withinReach } from "../../codes/folders/reach.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import type { FileStore } from "../../lib/stores.ts";
import { deleteTeamFiles, teamFileKey } from "../../lib/team-files.ts";

/** How long a finished file is kept for download. */
export const EXPORT_KEPT_DAYS = 7;

export const EXPORT_CONTENT_TYPES = {
  zip: "application/zip",
  pdf: "application/pdf",
  csv: "text/csv; charset=utf-8",
  ndjson: "application/x-ndjson",
} as const;

/** A job that cannot succeed however often it is tried: it fails at once, with this message for the caller. */
export class ExportRefused extends Error {}

export function exportKey(teamId: string, id: string, format: ExportJobRow["format"]): string {
  return teamFileKey(teamId, "exports", `${id}.${format}`);
}

export async function findExport(
  db: RequestDatabase,
  reach: Reach,
  id: string,
): Promise<ExportJobRow | undefined> {
  const [row] = await db
    .select()
    .from(schema.exportJobs)
    .where(and(eq(schema.exportJobs.id, id), exportsSeen(reach)))
    .limit(1);
  return row;
}

/**
 * The team's exports the caller may see: with a folder hiding codes from it, those of codes it all reaches, and
 * the scan exports it asked for itself (read with its own reach).
 */
export function exportsSeen(reach: Reach): SQL {
  const { exportJobs, qrCodes } = schema;
  const team = eq(exportJobs.teamId, reach.teamId);
  const reached = withinReach(reach, "view", sql`c.folder_id`);
  if (!reached) return team;
  return and(
    team,
    sql`not exists (select 1 from jsonb_array_elements_text(${exportJobs.codeIds}) as x(id)
      join ${qrCodes} c on c.id = x.id where not (${reached}))`,
    sql`(${exportJobs.options} ->> 'kind' is distinct from 'scans'
      or ${exportJobs.options} -> 'reach' ->> 'user_id' = ${reach.userId})`,
  ) as SQL;
}

export function exportNotFound(): never {
  throw new ApiError("export_not_found", "No export with this id.");
}

export function toExport(row: ExportJobRow) {
  return {
    id: row.id,
    team_id: row.teamId,
    kind: row.format === "csv" || row.format === "ndjson" ? ("scans" as const) : ("codes" as const),
    format: row.format,
    status: row.status,
    options: row.options,
    total: row.total,
    done: row.done,
    skipped: row.skipped,
    error: row.error,
    bytes: row.bytes,
    file_url: row.status === "succeeded" ? `/api/v1/exports/${row.id}/file` : null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
  };
}

/** Where a job's fragments are written: every attempt's, recorded or not, lies under it. */
export function fragmentPrefix(job: Pick<ExportJobRow, "id" | "teamId">): string {
  return `${exportKey(job.teamId, job.id, "zip")}.parts/`;
}

/**
 * Deletes every fragment of a job (after its file is assembled, when it failed, when it expired): what lies under
 * its prefix, so an attempt whose outcome it never learnt (drawPart) leaves nothing behind either.
 */
export async function discardFragments(files: FileStore, job: Pick<ExportJobRow, "id" | "teamId">) {
  await deleteTeamFiles(files, { prefix: fragmentPrefix(job) });
}
