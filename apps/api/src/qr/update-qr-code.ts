// Changes a QR code. A change of what scans get (url, status, forward_query, rules, validity, cap) moves
// `version`, which re-syncs KV and, through the database's trigger, adds a version to the code's history with
// `last_change` (who, how); metadata and style live in Postgres alone.
//
// A change of url, status or forward_query alone is one statement (one round trip): Postgres computes the version
// bump from the row it locks, so racing writers serialise on the row, and writes the activity entry when the
// destination moved. A change with metadata, style or smart-destination fields must be checked as a whole first:
// the row is read (with what the check needs) in one round trip, and the change written in a second, only if the
// row is still as read; a change that lost that race is made again under the row's lock (RequestContext.serialized).
import { METADATA_LIMIT_RULE, type MetadataValue, metadataWithinLimits } from "@qr/core/metadata";
import { inOneTrip, type QrCodeRow, type RequestDatabase, schema, type VersionChange } from "@qr/db";
import { eq, getTableColumns, or, type SQL, type Subquery, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { type ActivityEntry, actorOf, changeLog } from "../activity/record-activity.ts";
import { syncEdge } from "../edge-sync/sync-edge.ts";
import { validationFailed } from "../errors/api-error.ts";
import type { RequestContext } from "../request-context.ts";
import {
  assertCoherent,
  type RoutingColumns,
  type RoutingInput,
  routingChanges,
} from "../routing/routing-columns.ts";
import { countedScansRead } from "../routing/scan-cap.ts";
import { changeBy } from "../routing/version-change.ts";
import { changesTags, nextTagsSql, textArray, throwIfTagRefused } from "../tags/code-tags.ts";
import { checkedCodeStyle } from "./create-qr-code.ts";
import { validDestination } from "./destination.ts";
import { type QrCode, toQrCode, withWarnings } from "./qr-code.ts";
import { changeCode, notFound, unchangedSince, visibleCode, visibleCodeForChange } from "./repository.ts";
import { type TeamReferences, teamReferenceReads, teamReferencesOf } from "./team-references.ts";

export interface UpdateQrCodeInput extends RoutingInput {
  url?: string | undefined;
  metadata?: Record<string, MetadataValue | null> | undefined;
  status?: "active" | "disabled" | undefined;
  style?: Record<string, unknown> | undefined;
  forward_query?: boolean | undefined;
  design_id?: string | null | undefined;
  name?: string | null | undefined;
  tags?: string[] | undefined;
  add_tags?: string[] | undefined;
  remove_tags?: string[] | undefined;
}

type RedirectFields = {
  url?: string | undefined;
  status?: "active" | "disabled" | undefined;
  forwardQuery?: boolean | undefined;
};

/** A code as read before a change: the row, its revision, and what the change is checked against. */
export interface ReadForChange {
  row: QrCodeRow;
  revision: string;
  references: TeamReferences;
  countedScans: number;
}

/** The written row and the fields of what scans get that really changed (API names). */
type Written = { row: QrCodeRow; changed: string[]; warnings: string[] };

const ROUTING_FIELD_NAMES = ["rules", "starts_at", "expires_at", "fallback_url", "max_scans"];

export async function updateQrCode(
  ctx: RequestContext,
  id: string,
  input: UpdateQrCodeInput,
  change: VersionChange = changeBy(ctx.caller, "updated"),
  read?: ReadForChange,
): Promise<QrCode & { effective_by?: string }> {
  const redirect: RedirectFields = {
    url: input.url === undefined ? undefined : validDestination(input.url, ctx.destinations),
    status: input.status,
    forwardQuery: input.forward_query,
  };
  const routing = routingChanges(input, ctx.destinations);
  const checked =
    read === undefined &&
    input.metadata === undefined &&
    input.style === undefined &&
    input.design_id === undefined &&
    Object.keys(routing).length === 0;
  const written = checked
    ? await updateInOneStatement(ctx, id, redirect, change, input)
    : await updateAsRead(ctx, id, { input, redirect, routing, change }, read);
  const { row, changed, warnings } = written;
  await syncEdge(ctx, row);
  const code = withWarnings(toQrCode(row, ctx.scanBaseUrl), warnings);
  // The record moved ahead of the edge: what scans get changed.
  return row.kvSyncedVersion < row.version || changed.length > 0
    ? { ...code, effective_by: effectiveBy(ctx) }
    : code;
}

/** Reads a code before a change, with what its check needs, in one round trip. */
export async function readForChange(
  ctx: RequestContext,
  id: string,
  named: UpdateQrCodeInput,
): Promise<ReadForChange> {
  return readForChangeOf(await inOneTrip(ctx.db, (db) => readsForChange(db, ctx.caller.teamId, id, named)));
}

/** The reads of readForChange, to send beside others (readForChangeOf takes their results). */
export function readsForChange(db: RequestDatabase, teamId: string, id: string, named: UpdateQrCodeInput) {
  return [
    visibleCodeForChange(db, teamId, id),
    ...teamReferenceReads(db, teamId, { logoIds: [named.style?.logo_id], designIds: [named.design_id] }),
    countedScansRead(db, id),
  ] as const;
}

export function readForChangeOf([rows, logos, designs, counted]: BatchResponse<
  ReturnType<typeof readsForChange>
>): ReadForChange {
  const [found] = rows;
  if (!found) notFound();
  const { revision, ...row } = found;
  return {
    row,
    revision,
    references: teamReferencesOf(logos, designs),
    countedScans: counted[0]?.scans ?? 0,
  };
}

async function updateInOneStatement(
  ctx: RequestContext,
  id: string,
  redirect: RedirectFields,
  change: VersionChange,
  labels: UpdateQrCodeInput,
): Promise<Written> {
  const { qrCodes } = schema;
  const changes: SQL[] = [];
  if (redirect.url !== undefined) changes.push(sql`${qrCodes.url} is distinct from ${redirect.url}`);
  if (redirect.status !== undefined)
    changes.push(sql`${qrCodes.status}::text is distinct from ${redirect.status}`);
  if (redirect.forwardQuery !== undefined) {
    changes.push(sql`${qrCodes.forwardQuery} is distinct from ${redirect.forwardQuery}`);
  }
  const redirectChanged = or(...changes);
  // The row as it was, locked: the statement then knows whether it moved the version.
  const before = ctx.db
    .select({
      id: qrCodes.id,
      version: sql<number>`${qrCodes.version}`.as("version_before"),
      name: sql<string | null>`${qrCodes.name}`.as("name_before"),
      tags: sql<unknown>`${qrCodes.tags}`.as("tags_before"),
    })
    .from(qrCodes)
    .where(visibleCode(ctx.caller.teamId, id))
    .for("update")
    .as("before");
  const updated = ctx.db.$with("updated").as(
    ctx.db
      .update(qrCodes)
      .set({
        ...redirect,
        ...labelColumns(ctx.caller.teamId, labels),
        version: redirectChanged
          ? sql`${qrCodes.version} + (case when ${redirectChanged} then 1 else 0 end)`
          : undefined,
        // The trigger keeps it only when the version moves.
        lastChange: change,
        updatedAt: new Date(),
      })
      .from(before)
      .where(eq(qrCodes.id, before.id))
      .returning({
        ...getTableColumns(qrCodes),
        versionBefore: before.version,
        nameBefore: before.name,
        tagsBefore: before.tags,
      }),
  );
  const logged = changeLog(ctx.db, {
    from: updated,
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action: "qr.destination_changed",
    targetId: id,
    details: sql`jsonb_build_object('url', ${updated.url})`,
    where: sql`${updated.version} > ${updated.versionBefore} and ${redirect.url !== undefined}`,
  });
  const labelled = labelLogs(ctx, updated, {
    renamed: sql`${updated.name} is distinct from ${updated.nameBefore}`,
    tagged: sql`${updated.tags} <> ${updated.tagsBefore}`,
  });
  const [found] = await ctx.db
    .with(updated, logged, ...labelled)
    .select()
    .from(updated)
    .catch(rethrowTagRefused);
  if (!found) notFound();
  const { versionBefore, nameBefore, tagsBefore, ...row } = found;
  return {
    row,
    changed: row.version > versionBefore && redirect.url !== undefined ? ["url"] : [],
    warnings: [],
  };
}

interface Update {
  input: UpdateQrCodeInput;
  redirect: RedirectFields;
  routing: Partial<RoutingColumns>;
  change: VersionChange;
}

async function updateAsRead(
  ctx: RequestContext,
  id: string,
  update: Update,
  given?: ReadForChange,
): Promise<Written> {
  return changeCode(ctx, id, async (locked) => {
    const at = locked ? { ...ctx, db: locked } : ctx;
    const read = given && !locked ? given : await readForChange(at, id, update.input);
    return writeIfUnchanged(at, read, update);
  });
}

/** The change computed from the row as read, written only if the row is still as read (undefined if not). */
async function writeIfUnchanged(
  ctx: RequestContext,
  read: ReadForChange,
  update: Update,
): Promise<Written | undefined> {
  const { input, redirect, routing, change } = update;
  const { row: current } = read;
  const { warnings } =
    input.style === undefined && !input.design_id
      ? { warnings: [] }
      : checkedCodeStyle(ctx, read.references, input, current);
  const next = {
    url: redirect.url ?? current.url,
    status: redirect.status ?? current.status,
    forwardQuery: redirect.forwardQuery ?? current.forwardQuery,
    rules: routing.rules ?? current.rules,
    startsAt: routing.startsAt === undefined ? current.startsAt : routing.startsAt,
    expiresAt: routing.expiresAt === undefined ? current.expiresAt : routing.expiresAt,
    fallbackUrl: routing.fallbackUrl === undefined ? current.fallbackUrl : routing.fallbackUrl,
    maxScans: routing.maxScans === undefined ? current.maxScans : routing.maxScans,
    cappedAt: current.cappedAt,
  };
  if (next.maxScans !== current.maxScans) {
    // A new cap applies to the scans already counted: it may be reached at once, or lifted.
    const reached = next.maxScans !== null && read.countedScans >= next.maxScans;
    next.cappedAt = reached ? (current.cappedAt ?? new Date()) : null;
  }
  const changed = changedFields(current, next);
  const version = changed.length > 0 ? current.version + 1 : current.version;
  assertCoherent({ ...current, ...next, version });
  const metadata =
    input.metadata === undefined
      ? current.metadata
      : withinLimits(mergeMetadata(current.metadata, input.metadata));

  const written = ctx.db.$with("written").as(
    ctx.db
      .update(schema.qrCodes)
      .set({
        ...next,
        metadata,
        style: input.style ?? current.style,
        designId: input.design_id === undefined ? current.designId : input.design_id,
        ...labelColumns(ctx.caller.teamId, input),
        version,
        lastChange: change,
        updatedAt: new Date(),
      })
      .where(unchangedSince(current.id, read.revision))
      .returning(),
  );
  const entries = changeActivity(ctx, current, changed, change, { url: next.url, version }).map((entry, i) =>
    changeLog(ctx.db, { from: written, ...entry, targetId: current.id, name: `logged_${i}` }),
  );
  const labelled = labelLogs(ctx, written, {
    renamed: sql`${written.name} is distinct from ${current.name}`,
    tagged: sql`${written.tags} <> ${JSON.stringify(current.tags)}::jsonb`,
  });
  const [row] = await ctx.db
    .with(written, ...entries, ...labelled)
    .select()
    .from(written)
    .catch(rethrowTagRefused);
  return row && { row, changed, warnings };
}

/** The name and tags columns of a change (none when it changes neither). */
function labelColumns(teamId: string, input: UpdateQrCodeInput) {
  const { qrCodes } = schema;
  return {
    name: input.name,
    tags: changesTags(input)
      ? nextTagsSql(teamId, sql`${qrCodes.tags}`, {
          tags: input.tags && textArray(input.tags),
          add: input.add_tags && textArray(input.add_tags),
          remove: input.remove_tags && textArray(input.remove_tags),
        })
      : undefined,
  };
}

/** The activity entries of a new name and of new tags, written when the row really changed them. */
function labelLogs(
  ctx: RequestContext,
  from: Subquery & { id: unknown; name: unknown; tags: unknown },
  when: { renamed: SQL; tagged: SQL },
) {
  const row = from as unknown as { id: SQL; name: SQL; tags: SQL };
  const entry = { from, teamId: ctx.caller.teamId, actor: actorOf(ctx.caller), targetId: sql`${row.id}` };
  return [
    changeLog(ctx.db, {
      ...entry,
      action: "qr.renamed",
      details: sql`jsonb_build_object('name', ${row.name})`,
      where: when.renamed,
      name: "renamed",
    }),
    changeLog(ctx.db, {
      ...entry,
      action: "qr.tagged",
      details: sql`jsonb_build_object('tags', (select coalesce(string_agg(t ->> 'name', ', '), '') from jsonb_array_elements(${row.tags}) t))`,
      where: when.tagged,
      name: "tagged",
    }),
  ];
}

function rethrowTagRefused(error: unknown): never {
  throwIfTagRefused(error);
  throw error;
}

/** The activity entries of a change of what scans get. */
function changeActivity(
  ctx: RequestContext,
  row: QrCodeRow,
  changed: string[],
  change: VersionChange,
  { url, version }: { url: string; version: number },
): Omit<ActivityEntry, "targetId">[] {
  if (changed.length === 0) return [];
  const entry = { teamId: row.teamId, actor: actorOf(ctx.caller) };
  if (change.kind === "restored") {
    return [
      {
        ...entry,
        action: "qr.version_restored",
        details: { restored_from: change.restored_from ?? null, version },
      },
    ];
  }
  const routingFields = changed.filter((field) => ROUTING_FIELD_NAMES.includes(field));
  return [
    ...(changed.includes("url")
      ? [{ ...entry, action: "qr.destination_changed" as const, details: { url } }]
      : []),
    ...(routingFields.length > 0
      ? [
          {
            ...entry,
            action: "qr.routing_changed" as const,
            details: { fields: routingFields.join(","), version },
          },
        ]
      : []),
  ];
}

type RedirectState = Pick<
  QrCodeRow,
  | "url"
  | "status"
  | "forwardQuery"
  | "rules"
  | "startsAt"
  | "expiresAt"
  | "fallbackUrl"
  | "maxScans"
  | "cappedAt"
>;

/** The fields of what scans get that differ between two states, by their API names. */
function changedFields(before: RedirectState, after: RedirectState): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const fields: [string, unknown, unknown][] = [
    ["url", before.url, after.url],
    ["status", before.status, after.status],
    ["forward_query", before.forwardQuery, after.forwardQuery],
    ["rules", before.rules, after.rules],
    ["starts_at", before.startsAt, after.startsAt],
    ["expires_at", before.expiresAt, after.expiresAt],
    ["fallback_url", before.fallbackUrl, after.fallbackUrl],
    ["max_scans", before.maxScans, after.maxScans],
    ["scans_capped", before.cappedAt !== null, after.cappedAt !== null],
  ];
  return fields.filter(([, a, b]) => !same(a, b)).map(([name]) => name);
}

/** The stored metadata with a patch applied: a null value removes its key. Not yet checked against the limits. */
export function mergeMetadata(
  current: Record<string, unknown>,
  patch: Record<string, MetadataValue | null> | undefined,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch ?? {})) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

function withinLimits(metadata: Record<string, unknown>) {
  if (!metadataWithinLimits(metadata))
    throw validationFailed([{ path: "metadata", message: METADATA_LIMIT_RULE }]);
  return metadata;
}

/** The instant by which every edge answers scans with the change just written. */
export function effectiveBy(ctx: Pick<RequestContext, "edgePropagationSeconds">, from = Date.now()): string {
  return new Date(from + ctx.edgePropagationSeconds * 1000).toISOString();
}
