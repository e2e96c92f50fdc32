// Changes a QR code. A change of what scans get (url, status, forward_query, rules, validity, cap) moves
// `version`, which re-syncs KV and, through the database's trigger, adds a version to the code's history with
// `last_change` (who, how); metadata and style live in Postgres alone.
//
// A change of url, status or forward_query alone is one UPDATE whose version bump is computed by Postgres from
// the row it locks, so racing writers serialise on the row. A change with metadata or smart-destination fields
// is made under a row lock, because the merged result must be checked as a whole before it is committed.
import { METADATA_LIMIT_RULE, type MetadataValue, metadataWithinLimits } from "@qr/core/metadata";
import { type QrCodeRow, schema, type VersionChange } from "@qr/db";
import { eq, or, type SQL, sql } from "drizzle-orm";
import { actorOf, recordActivity } from "../activity/record-activity.ts";
import { syncEdge } from "../edge-sync/sync-edge.ts";
import { validationFailed } from "../errors/api-error.ts";
import type { RequestContext } from "../request-context.ts";
import {
  assertCoherent,
  type RoutingColumns,
  type RoutingInput,
  routingChanges,
} from "../routing/routing-columns.ts";
import { countedScans } from "../routing/scan-cap.ts";
import { changeBy } from "../routing/version-change.ts";
import { checkedCodeStyle } from "./create-qr-code.ts";
import { validDestination } from "./destination.ts";
import { type QrCode, toQrCode, withWarnings } from "./qr-code.ts";
import { findVisibleCode, notFound, visibleCode } from "./repository.ts";

export interface UpdateQrCodeInput extends RoutingInput {
  url?: string | undefined;
  metadata?: Record<string, MetadataValue | null> | undefined;
  status?: "active" | "disabled" | undefined;
  style?: Record<string, unknown> | undefined;
  forward_query?: boolean | undefined;
  design_id?: string | null | undefined;
}

/** What the image is drawn with: the style (replaced when sent) and the saved design (null: none). */
type Look = { style?: Record<string, unknown> | undefined; designId?: string | null | undefined };

type RedirectFields = {
  url?: string | undefined;
  status?: "active" | "disabled" | undefined;
  forwardQuery?: boolean | undefined;
};

/** The written row and the fields of what scans get that really changed (API names). */
type Written = { row: QrCodeRow; changed: string[] };

export async function updateQrCode(
  ctx: RequestContext,
  id: string,
  input: UpdateQrCodeInput,
  change: VersionChange = changeBy(ctx.caller, "updated"),
): Promise<QrCode & { effective_by?: string }> {
  const redirect: RedirectFields = {
    url: input.url === undefined ? undefined : validDestination(input.url, ctx.scanBaseUrl),
    status: input.status,
    forwardQuery: input.forward_query,
  };
  const routing = routingChanges(input, ctx.scanBaseUrl);
  const { warnings } =
    input.style === undefined && !input.design_id
      ? { warnings: [] }
      : await checkedCodeStyle(ctx, input, (await findVisibleCode(ctx.db, ctx.caller.teamId, id)).slug);
  const look = { style: input.style, designId: input.design_id };
  const written =
    input.metadata === undefined && Object.keys(routing).length === 0
      ? await updateInOneStatement(ctx, id, redirect, look, change)
      : await updateUnderLock(ctx, id, { redirect, routing, look, metadata: input.metadata, change });
  if (!written) notFound();
  const { row, changed } = written;
  await recordChangeActivity(ctx, row, changed, change);
  await syncEdge(ctx, row);
  const code = withWarnings(toQrCode(row, ctx.scanBaseUrl), warnings);
  // The record moved ahead of the edge: what scans get changed.
  return row.kvSyncedVersion < row.version || changed.length > 0
    ? { ...code, effective_by: effectiveBy(ctx) }
    : code;
}

async function recordChangeActivity(
  ctx: RequestContext,
  row: QrCodeRow,
  changed: string[],
  change: VersionChange,
) {
  if (changed.length === 0) return;
  const entry = { teamId: row.teamId, actor: actorOf(ctx.caller), targetId: row.id };
  if (change.kind === "restored") {
    await recordActivity(ctx.db, {
      ...entry,
      action: "qr.version_restored",
      details: { restored_from: change.restored_from ?? null, version: row.version },
    });
    return;
  }
  if (changed.includes("url"))
    await recordActivity(ctx.db, { ...entry, action: "qr.destination_changed", details: { url: row.url } });
  const routingFields = changed.filter((field) => ROUTING_FIELD_NAMES.includes(field));
  if (routingFields.length > 0) {
    await recordActivity(ctx.db, {
      ...entry,
      action: "qr.routing_changed",
      details: { fields: routingFields.join(","), version: row.version },
    });
  }
}

const ROUTING_FIELD_NAMES = ["rules", "starts_at", "expires_at", "fallback_url", "max_scans"];

async function updateInOneStatement(
  ctx: RequestContext,
  id: string,
  redirect: RedirectFields,
  look: Look,
  change: VersionChange,
): Promise<Written | undefined> {
  const { qrCodes } = schema;
  const changes: SQL[] = [];
  if (redirect.url !== undefined) changes.push(sql`${qrCodes.url} is distinct from ${redirect.url}`);
  if (redirect.status !== undefined)
    changes.push(sql`${qrCodes.status}::text is distinct from ${redirect.status}`);
  if (redirect.forwardQuery !== undefined) {
    changes.push(sql`${qrCodes.forwardQuery} is distinct from ${redirect.forwardQuery}`);
  }
  const redirectChanged = or(...changes);
  const [row] = await ctx.db
    .update(qrCodes)
    .set({
      ...redirect,
      ...look,
      version: redirectChanged
        ? sql`${qrCodes.version} + (case when ${redirectChanged} then 1 else 0 end)`
        : undefined,
      // The trigger keeps it only when the version moves.
      lastChange: change,
      updatedAt: new Date(),
    })
    .where(visibleCode(ctx.caller.teamId, id))
    .returning();
  if (!row) return undefined;
  // One statement cannot say which field moved; a moved version with a url sent is a destination change.
  const moved = row.kvSyncedVersion < row.version;
  return { row, changed: moved && redirect.url !== undefined ? ["url"] : [] };
}

async function updateUnderLock(
  ctx: RequestContext,
  id: string,
  update: {
    redirect: RedirectFields;
    routing: Partial<RoutingColumns>;
    look: Look;
    metadata: UpdateQrCodeInput["metadata"];
    change: VersionChange;
  },
): Promise<Written | undefined> {
  const { redirect, routing, look, metadata, change } = update;
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(schema.qrCodes)
      .where(visibleCode(ctx.caller.teamId, id))
      .for("update")
      .limit(1);
    if (!current) return undefined;
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
      const reached =
        next.maxScans !== null && (await countedScans(tx as unknown as typeof ctx.db, id)) >= next.maxScans;
      next.cappedAt = reached ? (current.cappedAt ?? new Date()) : null;
    }
    const changed = changedFields(current, next);
    const version = changed.length > 0 ? current.version + 1 : current.version;
    assertCoherent({ ...current, ...next, version });
    const [row] = await tx
      .update(schema.qrCodes)
      .set({
        ...next,
        metadata:
          metadata === undefined ? current.metadata : withinLimits(mergeMetadata(current.metadata, metadata)),
        style: look.style ?? current.style,
        designId: look.designId === undefined ? current.designId : look.designId,
        version,
        lastChange: change,
        updatedAt: new Date(),
      })
      .where(eq(schema.qrCodes.id, id))
      .returning();
    return row && { row, changed };
  });
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
