// Changes up to 1,000 codes in one request, each named by its id or by the value of a metadata key (the
// "asset id" case: the team's own identifier, printed on the asset). A row changes what `PATCH /qr/{id}` can
// change, checked the same way; the report says what became of every row. Two round trips: the matched codes are
// read (with what the rows name), merged, and written together only if none changed since it was read; a
// concurrent single update is never overwritten: the change is made again under the codes' locks.

import type { MetadataValue } from "@qr/core/metadata";
import { METADATA_LIMIT_RULE, metadataWithinLimits } from "@qr/core/metadata";
import { inOneTrip, type QrCodeRow, type RequestDatabase, schema } from "@qr/db";
import { and, eq, getTableColumns, inArray, ne, sql } from "drizzle-orm";
import { actorOf, changeLogOfRows } from "../activity/record-activity.ts";
import { syncEdgeAll } from "../edge-sync/sync-edge.ts";
import { ApiError, type FieldError, validationFailed } from "../errors/api-error.ts";
import { fieldErrors } from "../openapi/router.ts";
import type { RequestContext } from "../request-context.ts";
import { changeBy } from "../routing/version-change.ts";
import { type BulkMode, byRow, failForeignReferences, KV_SYNC_BUDGET, namedBy } from "./bulk-rows.ts";
import { validDestination } from "./destination.ts";
import { type QrCode, toQrCode, withWarnings } from "./qr-code.ts";
import { BulkUpdateRowSchema } from "./schemas.ts";
import { checkedStyle } from "./style.ts";
import { teamReferenceReads, teamReferencesOf } from "./team-references.ts";
import { effectiveBy, mergeMetadata } from "./update-qr-code.ts";

export type BulkUpdateRowResult = { index: number; line?: number } & (
  | { status: "updated"; code: QrCode }
  | { status: "failed"; errors: FieldError[] }
);

interface Change {
  index: number;
  match: string;
  url?: string | undefined;
  status?: "active" | "disabled" | undefined;
  forwardQuery?: boolean | undefined;
  style?: Record<string, unknown> | undefined;
  designId?: string | null | undefined;
  metadata?: Record<string, MetadataValue | null> | undefined;
  warnings: string[];
}

export async function bulkUpdateQrCodes(
  ctx: RequestContext,
  input: { mode?: BulkMode | undefined; match_by?: string | undefined; updates: unknown[] },
  lines?: number[],
) {
  const mode = input.mode ?? "all_or_nothing";
  const matchBy = input.match_by ?? "id";
  const rowFailures = new Map<number, FieldError[]>();
  const checked = checkRows(ctx, input.updates, rowFailures);
  let failures = rowFailures;
  const attempt = async (at: RequestContext) => {
    failures = new Map(rowFailures);
    const [logos, designs, current] = await inOneTrip(at.db, (db) => [
      ...teamReferenceReads(db, ctx.caller.teamId, namedBy(checked)),
      matches(db, ctx.caller.teamId, matchBy, checked),
    ]);
    failForeignReferences(teamReferencesOf(logos, designs), "updates", checked, failures);
    const planned = plan(
      checked.filter((change) => !failures.has(change.index)),
      current,
      matchBy,
      failures,
    );
    if (mode === "all_or_nothing" && failures.size > 0) throw validationFailed(byRow(failures));
    return planned.length === 0 ? [] : await writeIfUnchanged(at, planned);
  };
  // A bulk change that lost its race to another writer is made again under the codes' locks.
  const written =
    (await attempt(ctx)) ??
    (await ctx.serialized(async (db) => {
      await matches(db, ctx.caller.teamId, matchBy, checked).orderBy(schema.qrCodes.id).for("update");
      const again = await attempt({ ...ctx, db });
      if (!again) throw new Error("locked codes changed under their locks");
      return again;
    }));

  const lagging = written.filter(({ row }) => row.kvSyncedVersion < row.version);
  await syncEdgeAll(
    ctx,
    lagging.slice(0, KV_SYNC_BUDGET).map(({ row }) => row),
  );

  const byIndex = new Map(written.map((entry) => [entry.index, entry]));
  const results: BulkUpdateRowResult[] = input.updates.map((_, index) => {
    const entry = byIndex.get(index);
    const at = lines ? { index, line: lines[index] as number } : { index };
    return entry
      ? { ...at, status: "updated", code: withWarnings(toQrCode(entry.row, ctx.scanBaseUrl), entry.warnings) }
      : { ...at, status: "failed", errors: failures.get(index) ?? [] };
  });
  return {
    mode,
    match_by: matchBy,
    updated: written.length,
    failed: input.updates.length - written.length,
    ...(lagging.length > 0 ? { effective_by: effectiveBy(ctx) } : {}),
    results,
  };
}

function checkRows(ctx: RequestContext, updates: unknown[], failures: Map<number, FieldError[]>): Change[] {
  const changes: Change[] = [];
  updates.forEach((raw, index) => {
    const prefix = `updates.${index}.`;
    const parsed = BulkUpdateRowSchema.safeParse(raw);
    if (!parsed.success) {
      failures.set(index, fieldErrors(parsed.error, prefix));
      return;
    }
    const row = parsed.data;
    const errors: FieldError[] = [];
    let url: string | undefined;
    let warnings: string[] = [];
    try {
      url = row.url === undefined ? undefined : validDestination(row.url, ctx.scanBaseUrl);
    } catch (error) {
      errors.push(...rowErrors(error, prefix));
    }
    try {
      warnings = checkedStyle(row.style).warnings;
    } catch (error) {
      errors.push(...rowErrors(error, prefix));
    }
    if (errors.length > 0) failures.set(index, errors);
    else
      changes.push({
        index,
        match: String(row.match),
        url,
        status: row.status,
        forwardQuery: row.forward_query,
        style: row.style,
        designId: row.design_id,
        metadata: row.metadata,
        warnings,
      });
  });
  return changes;
}

function rowErrors(error: unknown, prefix: string): FieldError[] {
  if (!(error instanceof ApiError) || !error.errors) throw error;
  return error.errors.map((e) => ({ path: `${prefix}${e.path}`, message: e.message }));
}

/** The team's live codes the rows name, with their revisions. */
function matches(db: RequestDatabase, teamId: string, matchBy: string, changes: Change[]) {
  const { qrCodes } = schema;
  const values = [...new Set(changes.map((change) => change.match))];
  const matchColumn =
    matchBy === "id" ? sql`${qrCodes.id}` : sql`${qrCodes.metadata} ->> ${metadataKeyOf(matchBy)}`;
  return db
    .select({ ...getTableColumns(qrCodes), revision: sql<string>`${qrCodes}.xmin::text` })
    .from(qrCodes)
    .where(and(eq(qrCodes.teamId, teamId), ne(qrCodes.status, "deleted"), inArray(matchColumn, values)));
}

/**
 * Writes every planned change and its activity entry in one round trip, only if none of the codes changed since
 * they were read (undefined otherwise, and nothing is written): the codes are locked in id order (two bulk
 * writers cannot deadlock), then changed together.
 */
async function writeIfUnchanged(ctx: RequestContext, planned: Planned[]) {
  const { qrCodes } = schema;
  const ids = planned.map((p) => p.next.id).sort();
  const values = JSON.stringify(planned.map((p) => p.next));
  const asRead = sql`(select count(*) from ${qrCodes} as c
    join jsonb_to_recordset(${values}::jsonb) as r(id text, revision text) on c.id = r.id and c.xmin::text = r.revision)`;
  const actor = actorOf(ctx.caller);
  const [, rows] = await inOneTrip(ctx.db, (db) => {
    const changed = db.$with("changed").as(
      db
        .update(qrCodes)
        .set({
          url: sql`v.url`,
          status: sql`v.status::qr_status`,
          forwardQuery: sql`v.forward_query`,
          metadata: sql`v.metadata`,
          style: sql`v.style`,
          designId: sql`v.design_id`,
          version: sql`v.version`,
          updatedAt: sql`now()`,
          lastChange: changeBy(ctx.caller, "updated"),
        })
        .from(
          sql`jsonb_to_recordset(${values}::jsonb) as v(id text, url text, status text, forward_query boolean, metadata jsonb, style jsonb, design_id text, version bigint)`,
        )
        .where(and(eq(qrCodes.id, sql`v.id`), sql`${asRead} = ${planned.length}`))
        .returning(getTableColumns(qrCodes)),
    );
    const logged = changeLogOfRows(
      db,
      changed,
      planned
        .filter((p) => p.destinationChanged)
        .map((p) => ({
          teamId: ctx.caller.teamId,
          actor,
          action: "qr.destination_changed" as const,
          targetId: p.next.id,
          details: { url: p.next.url },
        })),
    );
    return [
      db
        .select({ id: qrCodes.id })
        .from(qrCodes)
        .where(inArray(qrCodes.id, ids))
        .orderBy(qrCodes.id)
        .for("update"),
      db.with(changed, logged).select().from(changed),
    ];
  });
  if (rows.length !== planned.length) return undefined;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return planned.map((p) => ({ ...p, row: byId.get(p.next.id) as QrCodeRow }));
}

function metadataKeyOf(matchBy: string): string {
  return matchBy.slice("metadata.".length);
}

/** Each good row's code and its next values; a row that names no code, several, or one already named fails. */
interface Planned {
  index: number;
  warnings: string[];
  next: {
    id: string;
    url: string;
    status: QrCodeRow["status"];
    forward_query: boolean;
    metadata: Record<string, unknown>;
    style: Record<string, unknown>;
    design_id: string | null;
    version: number;
    revision: string;
  };
  destinationChanged: boolean;
}

function plan(
  changes: Change[],
  current: (QrCodeRow & { revision: string })[],
  matchBy: string,
  failures: Map<number, FieldError[]>,
): Planned[] {
  const key = matchBy === "id" ? undefined : metadataKeyOf(matchBy);
  const byMatch = new Map<string, (QrCodeRow & { revision: string })[]>();
  for (const row of current) {
    const value = key === undefined ? row.id : String(row.metadata[key]);
    byMatch.set(value, [...(byMatch.get(value) ?? []), row]);
  }
  const claimed = new Map<string, number>();
  const planned: Planned[] = [];
  for (const change of changes) {
    const fail = (message: string) =>
      failures.set(change.index, [{ path: `updates.${change.index}.match`, message }]);
    const found = byMatch.get(change.match) ?? [];
    const [row] = found;
    if (!row) {
      fail(
        key === undefined
          ? `no QR code with id "${change.match}"`
          : `no QR code with ${key} = "${change.match}"`,
      );
      continue;
    }
    if (found.length > 1) {
      fail(`${found.length} QR codes have ${key} = "${change.match}"; a match must name one code`);
      continue;
    }
    const earlier = claimed.get(row.id);
    if (earlier !== undefined) {
      fail(`row ${earlier} already changes this code`);
      continue;
    }
    claimed.set(row.id, change.index);
    const metadata = mergeMetadata(row.metadata, change.metadata);
    if (!metadataWithinLimits(metadata)) {
      failures.set(change.index, [
        { path: `updates.${change.index}.metadata`, message: METADATA_LIMIT_RULE },
      ]);
      continue;
    }
    const next = {
      id: row.id,
      url: change.url ?? row.url,
      status: change.status ?? row.status,
      forward_query: change.forwardQuery ?? row.forwardQuery,
      metadata,
      style: change.style ?? row.style,
      design_id: change.designId === undefined ? row.designId : change.designId,
      version: row.version,
      revision: row.revision,
    };
    const redirectChanged =
      next.url !== row.url || next.status !== row.status || next.forward_query !== row.forwardQuery;
    if (redirectChanged) next.version += 1;
    planned.push({
      index: change.index,
      warnings: change.warnings,
      next,
      destinationChanged: next.url !== row.url,
    });
  }
  return planned;
}
