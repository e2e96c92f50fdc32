// Changes up to 1,000 codes in one request, each named by its id or by the value of a metadata key (the
// "asset id" case: the team's own identifier, printed on the asset). A row changes what `PATCH /qr/{id}` can
// change, checked the same way; the report says what became of every row. The matched codes are locked, merged
// and written in one transaction, so a concurrent single update waits rather than being overwritten.

import { newId } from "@qr/core/ids";
import type { MetadataValue } from "@qr/core/metadata";
import { METADATA_LIMIT_RULE, metadataWithinLimits } from "@qr/core/metadata";
import { type QrCodeRow, schema } from "@qr/db";
import { and, inArray, ne, sql } from "drizzle-orm";
import { actorOf } from "../activity/record-activity.ts";
import { syncEdgeAll } from "../edge-sync/sync-edge.ts";
import { ApiError, type FieldError, validationFailed } from "../errors/api-error.ts";
import { fieldErrors } from "../openapi/router.ts";
import type { RequestContext } from "../request-context.ts";
import { changeBy } from "../routing/version-change.ts";
import { type BulkMode, byRow, failForeignReferences, KV_SYNC_BUDGET } from "./bulk-rows.ts";
import { validDestination } from "./destination.ts";
import { type QrCode, toQrCode, withWarnings } from "./qr-code.ts";
import { BulkUpdateRowSchema } from "./schemas.ts";
import { checkedStyle } from "./style.ts";
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
  const failures = new Map<number, FieldError[]>();
  const checked = checkRows(ctx, input.updates, failures);
  await failForeignReferences(ctx, "updates", checked, failures);
  const changes = checked.filter((change) => !failures.has(change.index));

  const written = await ctx.db.transaction(async (tx) => {
    const current = await lockMatches(
      tx as unknown as RequestContext["db"],
      ctx.caller.teamId,
      matchBy,
      changes,
    );
    const planned = plan(changes, current, matchBy, failures);
    if (mode === "all_or_nothing" && failures.size > 0) throw validationFailed(byRow(failures));
    if (planned.length === 0) return [];
    await tx.execute(sql`
      update qr_codes as q set
        url = v.url, status = v.status::qr_status, forward_query = v.forward_query, metadata = v.metadata,
        style = v.style, design_id = v.design_id, version = v.version, updated_at = now(),
        last_change = ${JSON.stringify(changeBy(ctx.caller, "updated"))}::jsonb
      from jsonb_to_recordset(${JSON.stringify(planned.map((p) => p.next))}::jsonb)
        as v(id text, url text, status text, forward_query boolean, metadata jsonb, style jsonb, design_id text, version bigint)
      where q.id = v.id`);
    const rows = await tx
      .select()
      .from(schema.qrCodes)
      .where(
        inArray(
          schema.qrCodes.id,
          planned.map((p) => p.next.id),
        ),
      );
    const actor = actorOf(ctx.caller);
    const moved = planned.filter((p) => p.destinationChanged);
    if (moved.length > 0)
      await tx.insert(schema.teamActivity).values(
        moved.map((p) => ({
          id: newId("activity"),
          teamId: ctx.caller.teamId,
          actorKind: actor.kind,
          actorId: actor.id,
          action: "qr.destination_changed" as const,
          targetId: p.next.id,
          details: { url: p.next.url },
        })),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return planned.map((p) => ({ ...p, row: byId.get(p.next.id) as QrCodeRow }));
  });

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

/** The team's live codes the rows name, locked in id order (so two bulk writers cannot deadlock). */
async function lockMatches(db: RequestContext["db"], teamId: string, matchBy: string, changes: Change[]) {
  const { qrCodes } = schema;
  const values = [...new Set(changes.map((change) => change.match))];
  if (values.length === 0) return [];
  const matchColumn =
    matchBy === "id" ? sql`${qrCodes.id}` : sql`${qrCodes.metadata} ->> ${metadataKeyOf(matchBy)}`;
  return db
    .select()
    .from(qrCodes)
    .where(
      and(sql`${qrCodes.teamId} = ${teamId}`, ne(qrCodes.status, "deleted"), inArray(matchColumn, values)),
    )
    .orderBy(qrCodes.id)
    .for("update");
}

function metadataKeyOf(matchBy: string): string {
  return matchBy.slice("metadata.".length);
}

/** Each good row's code and its next values; a row that names no code, several, or one already named fails. */
function plan(changes: Change[], current: QrCodeRow[], matchBy: string, failures: Map<number, FieldError[]>) {
  const key = matchBy === "id" ? undefined : metadataKeyOf(matchBy);
  const byMatch = new Map<string, QrCodeRow[]>();
  for (const row of current) {
    const value = key === undefined ? row.id : String(row.metadata[key]);
    byMatch.set(value, [...(byMatch.get(value) ?? []), row]);
  }
  const claimed = new Map<string, number>();
  const planned = [];
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
