// Changes a QR code. Only a change of url, status or forward_query touches the redirect record: those bump
// `version` and re-sync KV; metadata and style live in Postgres alone.
//
// Without metadata the change is one UPDATE whose version bump is computed by Postgres from the row it
// locks, so racing writers serialise on the row. A metadata change is merged under a row lock, because
// the merged result must be checked against the limits before it is committed.
import { METADATA_LIMIT_RULE, type MetadataValue, metadataWithinLimits } from "@qr/core/metadata";
import { type QrCodeRow, schema } from "@qr/db";
import { eq, or, type SQL, sql } from "drizzle-orm";
import { actorOf, recordActivity } from "../activity/record-activity.ts";
import { syncEdge } from "../edge-sync/sync-edge.ts";
import { validationFailed } from "../errors/api-error.ts";
import type { RequestContext } from "../request-context.ts";
import { checkedCodeStyle } from "./create-qr-code.ts";
import { validDestination } from "./destination.ts";
import { type QrCode, toQrCode, withWarnings } from "./qr-code.ts";
import { findVisibleCode, notFound, visibleCode } from "./repository.ts";

export interface UpdateQrCodeInput {
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

export async function updateQrCode(
  ctx: RequestContext,
  id: string,
  input: UpdateQrCodeInput,
): Promise<QrCode & { effective_by?: string }> {
  const redirect: RedirectFields = {
    url: input.url === undefined ? undefined : validDestination(input.url, ctx.scanBaseUrl),
    status: input.status,
    forwardQuery: input.forward_query,
  };
  const { warnings } =
    input.style === undefined && !input.design_id
      ? { warnings: [] }
      : await checkedCodeStyle(ctx, input, (await findVisibleCode(ctx.db, ctx.caller.teamId, id)).slug);
  const look = { style: input.style, designId: input.design_id };
  const row =
    input.metadata === undefined
      ? await updateInOneStatement(ctx, id, redirect, look)
      : await updateWithMetadata(ctx, id, redirect, look, input.metadata);
  if (!row) notFound();
  // The record moved ahead of the edge: what scans get changed; with a url sent, that is the destination.
  const scansChange = row.kvSyncedVersion < row.version;
  if (input.url !== undefined && scansChange) {
    await recordActivity(ctx.db, {
      teamId: row.teamId,
      actor: actorOf(ctx.caller),
      action: "qr.destination_changed",
      targetId: row.id,
      details: { url: row.url },
    });
  }
  await syncEdge(ctx, row);
  const code = withWarnings(toQrCode(row, ctx.scanBaseUrl), warnings);
  return scansChange ? { ...code, effective_by: effectiveBy(ctx) } : code;
}

async function updateInOneStatement(
  ctx: RequestContext,
  id: string,
  redirect: RedirectFields,
  look: Look,
): Promise<QrCodeRow | undefined> {
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
      updatedAt: new Date(),
    })
    .where(visibleCode(ctx.caller.teamId, id))
    .returning();
  return row;
}

async function updateWithMetadata(
  ctx: RequestContext,
  id: string,
  redirect: RedirectFields,
  look: Look,
  metadata: NonNullable<UpdateQrCodeInput["metadata"]>,
): Promise<QrCodeRow | undefined> {
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
    };
    const redirectChanged =
      next.url !== current.url ||
      next.status !== current.status ||
      next.forwardQuery !== current.forwardQuery;
    const [row] = await tx
      .update(schema.qrCodes)
      .set({
        ...next,
        metadata: withinLimits(mergeMetadata(current.metadata, metadata)),
        style: look.style ?? current.style,
        designId: look.designId === undefined ? current.designId : look.designId,
        version: redirectChanged ? current.version + 1 : current.version,
        updatedAt: new Date(),
      })
      .where(eq(schema.qrCodes.id, id))
      .returning();
    return row;
  });
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
export function effectiveBy(ctx: RequestContext): string {
  return new Date(Date.now() + ctx.edgePropagationSeconds * 1000).toISOString();
}
