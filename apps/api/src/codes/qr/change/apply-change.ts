// Changes one code the one way: a change that needs nothing of the code as it is goes in one statement (one round
// trip); one that does is read, planned and written only if the code is still as read (two), and a change that
// lost that race to another writer is planned again under the code's lock (RequestContext.serialized), so racing
// writers wait their turn instead of failing. Then the edge: a code whose version moved gets its redirect record.

import { reaches } from "@qr/core/folder-access";
import { inOneTrip, type QrCodeRow, type RequestDatabase, schema, type VersionChange } from "@qr/db";
import { eq } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { RequestContext } from "../../../request-context.ts";
import { syncEdge } from "../../edge-sync/sync-edge.ts";
import type { Reach } from "../../folders/reach.ts";
import { throwIfTagRefused } from "../../tags/code-tags.ts";
import { type QrCode, toQrCode, withWarnings } from "../qr-code.ts";
import { notChangeable, notFound, readOnlyFolder, visibleCodeForChange } from "../repository.ts";
import { teamReferenceReads, teamReferencesOf } from "../team-references.ts";
import { writeChanges } from "./change-statement.ts";
import { type CodeAsRead, planChange } from "./plan-change.ts";
import { type CodeChange, needsCode } from "./requested-change.ts";

export interface ChangedCode {
  row: QrCodeRow;
  /** The version before the change: lower than the row's when what scans get changed. */
  versionBefore: number;
  warnings: string[];
}

type ChangeContext = Pick<
  RequestContext,
  "db" | "caller" | "serialized" | "scanBaseUrl" | "kv" | "background" | "destinations"
>;

/** Makes `change` to the team's code `id` (a 404 when the team has no such live code). */
export async function changeCode(
  ctx: ChangeContext,
  id: string,
  how: VersionChange,
  change: CodeChange,
): Promise<ChangedCode> {
  if (needsCode(change)) return changeCodeAsIs(ctx, id, how, () => change, { named: change });
  // A change of access is merged into the code's, so it was read above (needsCode): none is left here.
  const sets = change as Omit<CodeChange, "access">;
  const [written] = await writeChanges(ctx.db, ctx.caller, [{ id, sets, how }]).catch(rethrowTagRefused);
  if (!written) return notChangeable(ctx.db, ctx.caller, id);
  await syncEdge(ctx, written.row);
  return { ...written, warnings: [] };
}

/**
 * Makes the change `changeOf` answers for the code as it is: read (or taken from `read`, when the caller read it
 * beside something else), planned, and written only if unchanged since; planned again under the code's lock if not.
 */
export async function changeCodeAsIs(
  ctx: ChangeContext,
  id: string,
  how: VersionChange,
  changeOf: (code: CodeAsRead) => CodeChange,
  options: { named?: CodeChange; read?: CodeAsRead } = {},
): Promise<ChangedCode> {
  const attempt = async (db: RequestDatabase, code: CodeAsRead) => {
    const { sets, warnings } = planChange(code, changeOf(code), ctx.scanBaseUrl, ctx.destinations);
    const [written] = await writeChanges(db, ctx.caller, [{ id, revision: code.revision, sets, how }]).catch(
      rethrowTagRefused,
    );
    return written && { ...written, warnings };
  };
  const read = (db: RequestDatabase) => readCode(db, ctx.caller, id, options.named);
  const changed =
    (await attempt(ctx.db, options.read ?? (await read(ctx.db)))) ??
    (await ctx.serialized(async (db) => {
      await db
        .select({ id: schema.qrCodes.id })
        .from(schema.qrCodes)
        .where(eq(schema.qrCodes.id, id))
        .for("update");
      const again = await attempt(db, await read(db));
      if (!again) throw new Error("a locked code changed under its lock");
      return again;
    }));
  await syncEdge(ctx, changed.row);
  return changed;
}

/** A tag the statement refused (not the team's, or one too many) is a 422 on `tags`. */
function rethrowTagRefused(error: unknown): never {
  throwIfTagRefused(error);
  throw error;
}

/** The reads of a code before a change, with the logos and designs the change names: to send beside others. */
export function codeReads(db: RequestDatabase, reach: Reach, id: string, named: CodeChange = {}) {
  return [
    visibleCodeForChange(db, reach, id),
    ...teamReferenceReads(db, reach.teamId, {
      logoIds: [named.style?.logo_id],
      designIds: [named.design_id],
    }),
  ] as const;
}

/** What codeReads read: a 404 when the caller sees no such live code, a 403 when it may only see it. */
export function codeAsRead([rows, logos, designs]: BatchResponse<ReturnType<typeof codeReads>>): CodeAsRead {
  const [found] = rows;
  if (!found) notFound();
  const { revision, folderAccess, ...row } = found;
  if (!reaches(folderAccess, "edit")) throw readOnlyFolder();
  return { row, revision, references: teamReferencesOf(logos, designs) };
}

async function readCode(db: RequestDatabase, reach: Reach, id: string, named?: CodeChange) {
  return codeAsRead(await inOneTrip(db, (trip) => codeReads(trip, reach, id, named)));
}

/** A changed code as the API answers it: with its style warnings, and when what scans get changed, `effective_by`. */
export function changedCodeAnswer(
  ctx: Pick<RequestContext, "scanBaseUrl" | "edgePropagationSeconds" | "now">,
  { row, versionBefore, warnings }: ChangedCode,
): QrCode & { warnings?: string[]; effective_by?: string } {
  const code = withWarnings(toQrCode(row, ctx.scanBaseUrl), warnings);
  const reachesScans = row.version > versionBefore || row.kvSyncedVersion < row.version;
  return reachesScans ? { ...code, effective_by: effectiveBy(ctx) } : code;
}

/** The instant by which every edge answers scans with a change just written. */
export function effectiveBy(ctx: Pick<RequestContext, "edgePropagationSeconds" | "now">): string {
  return new Date(ctx.now() + ctx.edgePropagationSeconds * 1000).toISOString();
}
