// A code's version history (written by the database's trigger, read here) and restoring a version: the
// restored version's routing (url or content, rules, split, validity, fallback, cap, forward_query) becomes a new, newest
// version through the same update path as any change. The code's status is not part of a restore: a disabled
// code stays disabled until someone turns it on.
import { isStaticType } from "@qr/core/content/types";
import { inOneTrip, type QrCodeVersionRow, schema } from "@qr/db";
import { and, desc, eq, lt } from "drizzle-orm";
import { changeBy } from "../../access/activity/version-change.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import { decodeCursor, toPage } from "../../http/openapi/pagination.ts";
import { mergePatchBetween } from "../../lib/merge-patch.ts";
import type { CallerContext, RequestContext } from "../../request-context.ts";
import { changeCodeAsIs, changedCodeAnswer, codeAsRead, codeReads } from "../qr/change/apply-change.ts";
import { contentAsSent } from "../qr/change/content-change.ts";
import { checkChange } from "../qr/change/requested-change.ts";
import { notFound, visibleCodeRead } from "../qr/repository.ts";

export function toVersion(row: QrCodeVersionRow) {
  const { kind, by, restored_from, schedule_id } = row.change;
  return {
    version: row.version,
    url: row.url,
    content: row.content,
    rules: row.rules,
    variants: row.variants,
    starts_at: row.startsAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    fallback_url: row.fallbackUrl,
    max_scans: row.maxScans,
    forward_query: row.forwardQuery,
    status: row.status,
    scans_capped: row.capped,
    change: kind,
    changed_by: by,
    ...(restored_from === undefined ? {} : { restored_from }),
    ...(schedule_id === undefined ? {} : { schedule_id }),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listVersions(
  ctx: CallerContext,
  qrId: string,
  query: { limit: number; cursor?: string | undefined },
) {
  const { qrCodeVersions: versions } = schema;
  const before =
    query.cursor === undefined
      ? undefined
      : decodeCursor(query.cursor, (f) =>
          typeof f.v === "string" && /^\d+$/.test(f.v) ? Number(f.v) : undefined,
        );
  const [code, rows] = await inOneTrip(ctx.db, (db) => [
    visibleCodeRead(db, ctx.caller, qrId),
    db
      .select()
      .from(versions)
      .where(
        and(
          eq(versions.qrId, qrId),
          eq(versions.teamId, ctx.caller.teamId),
          before === undefined ? undefined : lt(versions.version, before),
        ),
      )
      .orderBy(desc(versions.version))
      .limit(query.limit + 1),
  ]);
  if (code.length === 0) notFound();
  return toPage(rows, query.limit, toVersion, (row) => ({ v: String(row.version) }));
}

/** Restores a version in two round trips: the version and the code as it is, read together; then the change. */
export async function restoreVersion(ctx: RequestContext, qrId: string, version: number) {
  const { qrCodeVersions: versions } = schema;
  const [found, ...reads] = await inOneTrip(ctx.db, (db) => [
    db
      .select()
      .from(versions)
      .where(
        and(eq(versions.qrId, qrId), eq(versions.teamId, ctx.caller.teamId), eq(versions.version, version)),
      )
      .limit(1),
    ...codeReads(db, ctx.caller, qrId),
  ]);
  const code = codeAsRead(reads);
  const [row] = found;
  if (!row) throw new ApiError("version_not_found", `QR code ${qrId} has no version ${version}.`);
  // What the code shows comes back with its routing: a url code's url, another type's content (a static code's
  // content is printed and stays).
  const { type } = code.row;
  // Content changes are merge patches: the restore's is the patch from the content now to the version's.
  const content = mergePatchBetween(contentAsSent(code.row.content), contentAsSent(row.content));
  const shown =
    type === "url"
      ? { url: row.url }
      : isStaticType(type)
        ? {}
        : { content: content as Record<string, unknown> };
  const change = checkChange(
    {
      ...shown,
      forward_query: row.forwardQuery,
      rules: row.rules,
      ...(type === "url" ? { variants: row.variants } : {}),
      starts_at: row.startsAt?.toISOString() ?? null,
      expires_at: row.expiresAt?.toISOString() ?? null,
      fallback_url: row.fallbackUrl,
      max_scans: row.maxScans,
    },
    ctx.destinations,
  );
  const how = changeBy(ctx.caller, "restored", { restored_from: version });
  return changedCodeAnswer(ctx, await changeCodeAsIs(ctx, qrId, how, () => change, { read: code }));
}
