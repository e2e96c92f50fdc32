// Changes up to 1,000 codes in one request, each named by its id or by the value of a metadata key (the
// "asset id" case: the team's own identifier, printed on the asset). A row changes what `PATCH /qr/{id}` can
// change, checked the same way; the report says what became of every row. Two round trips: the matched codes are
// read (with what the rows name), merged, and written together only if none changed since it was read; a
// concurrent single update is never overwritten: the change is made again under the codes' locks.

import type { MetadataValue } from "@qr/core/metadata";
import { METADATA_LIMIT_RULE, metadataWithinLimits } from "@qr/core/metadata";
import { inOneTrip, jsonRows, type QrCodeRow, type RequestDatabase, schema } from "@qr/db";
import { and, eq, getTableColumns, inArray, ne, sql } from "drizzle-orm";
import { type ActivityEntry, actorOf, changeLogOfRows } from "../activity/record-activity.ts";
import { syncEdgeAll } from "../edge-sync/sync-edge.ts";
import { ApiError, type FieldError, validationFailed } from "../errors/api-error.ts";
import { fieldErrors } from "../openapi/router.ts";
import type { RequestContext } from "../request-context.ts";
import { changeBy } from "../routing/version-change.ts";
import {
  changesTags,
  nextTagsSql,
  resolveTags,
  type TagChange,
  teamTagsRead,
  throwIfTagRefused,
} from "../tags/code-tags.ts";
import { MAX_TAGS_PER_CODE } from "../tags/tag-rules.ts";
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
  name?: string | null | undefined;
  /** As sent (ids or names); `tags` and `add_tags` become the team's tag ids once they are read. */
  tags: TagChange;
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
    const [logos, designs, current, teamTags] = await inOneTrip(at.db, (db) => [
      ...teamReferenceReads(db, ctx.caller.teamId, namedBy(checked)),
      matches(db, ctx.caller.teamId, matchBy, checked),
      teamTagsRead(db, checked.some((change) => changesTags(change.tags)) ? ctx.caller.teamId : ""),
    ]);
    failForeignReferences(teamReferencesOf(logos, designs), "updates", checked, failures);
    const tagged = withTagIds(checked, teamTags, failures);
    const planned = plan(
      tagged.filter((change) => !failures.has(change.index)),
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
      url = row.url === undefined ? undefined : validDestination(row.url, ctx.destinations);
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
        name: row.name,
        tags: { tags: row.tags, add_tags: row.add_tags, remove_tags: row.remove_tags },
        warnings,
      });
  });
  return changes;
}

/** How many tags the code has after the change (its tag ids resolved). */
function tagCountAfter(row: QrCodeRow, change: TagChange): number {
  if (change.tags !== undefined) return change.tags.length;
  const removed = new Set((change.remove_tags ?? []).map((entry) => entry.toLowerCase()));
  const kept = row.tags
    .filter((tag) => !removed.has(tag.id.toLowerCase()) && !removed.has(tag.name.toLowerCase()))
    .map((tag) => tag.id);
  return new Set([...kept, ...(change.add_tags ?? [])]).size;
}

/** Each change's tags to set or add as the team's tag ids (else a failure on the entry). */
function withTagIds(
  changes: Change[],
  teamTags: { id: string; name: string }[],
  failures: Map<number, FieldError[]>,
): Change[] {
  return changes.map((change) => {
    const resolved = { ...change.tags };
    for (const field of ["tags", "add_tags"] as const) {
      const wanted = change.tags[field];
      if (wanted === undefined) continue;
      const prefix = `updates.${change.index}.${field === "tags" ? "" : "add_"}`;
      const { ids, errors } = resolveTags(teamTags, wanted, prefix);
      if (errors.length > 0) failures.set(change.index, [...(failures.get(change.index) ?? []), ...errors]);
      resolved[field] = ids;
    }
    return { ...change, tags: resolved };
  });
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
  const values = planned.map((p) => p.next);
  const asRead = sql`(select count(*) from ${qrCodes} as c
    join ${jsonRows(values, "id text, revision text")} as r on c.id = r.id and c.xmin::text = r.revision)`;
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
          name: sql`v.name`,
          tags: sql`case when v.tags is null and v.add_tags is null and v.remove_tags is null then ${qrCodes.tags}
            else ${nextTagsSql(ctx.caller.teamId, sql`${qrCodes.tags}`, {
              tags: sql`case when v.tags is null then null else array(select jsonb_array_elements_text(v.tags)) end`,
              add: sql`array(select jsonb_array_elements_text(coalesce(v.add_tags, '[]')))`,
              remove: sql`array(select jsonb_array_elements_text(coalesce(v.remove_tags, '[]')))`,
            })} end`,
          version: sql`v.version`,
          updatedAt: sql`now()`,
          lastChange: changeBy(ctx.caller, "updated"),
        })
        .from(
          sql`${jsonRows(values, "id text, url text, status text, forward_query boolean, metadata jsonb, style jsonb, design_id text, name text, tags jsonb, add_tags jsonb, remove_tags jsonb, version bigint")} as v`,
        )
        .where(and(eq(qrCodes.id, sql`v.id`), sql`${asRead} = ${planned.length}`))
        .returning(getTableColumns(qrCodes)),
    );
    const logged = changeLogOfRows(
      db,
      changed,
      planned.flatMap((p): ActivityEntry[] => {
        const entry = { teamId: ctx.caller.teamId, actor, targetId: p.next.id };
        return [
          ...(p.destinationChanged
            ? [{ ...entry, action: "qr.destination_changed" as const, details: { url: p.next.url } }]
            : []),
          ...(p.renamed ? [{ ...entry, action: "qr.renamed" as const, details: { name: p.next.name } }] : []),
          ...(p.tagsChanged ? [{ ...entry, action: "qr.tagged" as const, details: {} }] : []),
        ];
      }),
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
  }).catch((error: unknown) => {
    // The rows' tags were checked against the team's as read: one deleted since is a refusal of the statement.
    throwIfTagRefused(error, "updates.");
    throw error;
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
    name: string | null;
    tags: readonly string[] | null;
    add_tags: readonly string[] | null;
    remove_tags: readonly string[] | null;
    version: number;
    revision: string;
  };
  destinationChanged: boolean;
  renamed: boolean;
  tagsChanged: boolean;
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
    if (tagCountAfter(row, change.tags) > MAX_TAGS_PER_CODE) {
      failures.set(change.index, [
        { path: `updates.${change.index}.tags`, message: `a code has at most ${MAX_TAGS_PER_CODE} tags` },
      ]);
      continue;
    }
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
      name: change.name === undefined ? row.name : change.name,
      tags: change.tags.tags ?? null,
      add_tags: change.tags.add_tags ?? null,
      remove_tags: change.tags.remove_tags ?? null,
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
      renamed: next.name !== row.name,
      tagsChanged: changesTags(change.tags),
    });
  }
  return planned;
}
