// A team's GA4 streams: set, read and removed through the API (routes.ts), read by the consumer (forward.ts)
// through a per-isolate cache of a minute, so a batch of scans costs no statement for them most of the time.
import { BoundedCache } from "@qr/core/bounded-cache";
import {
  type Database,
  type Ga4StreamRow,
  inOneTrip,
  type RequestDatabase,
  rowOfSnapshot,
  schema,
} from "@qr/db";
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { activityEntry, actorOf, changeLog } from "../../access/activity/record-activity.ts";
import { withinReach } from "../../codes/folders/reach.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import type { RequestContext } from "../../request-context.ts";

const { ga4Streams, qrCodes } = schema;
/** How long the consumer uses a team's streams before reading them again: a change reaches scans within it. */
export const STREAMS_CACHE_MS = 60_000;
const cached = new BoundedCache<Ga4StreamRow[]>({ capacity: 10_000, ttlMs: STREAMS_CACHE_MS });

export function toGa4Stream(row: Ga4StreamRow) {
  return {
    scope: row.qrId === null ? ("team" as const) : ("code" as const),
    qr_id: row.qrId,
    measurement_id: row.measurementId,
    api_secret_set: true as const,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The stream of the team (`qrId` null) or of one of its live codes (a 404 for another team's). */
export async function readStream(ctx: RequestContext, qrId: string | null) {
  if (qrId !== null) await assertOwnCode(ctx, qrId);
  const [row] = await ctx.db.select().from(ga4Streams).where(streamKey(ctx.caller.teamId, qrId));
  if (!row) throw new ApiError("google_analytics_not_configured", "No GA4 stream is set here.");
  return toGa4Stream(row);
}

export async function setStream(
  ctx: RequestContext,
  qrId: string | null,
  input: { measurement_id: string; api_secret: string },
) {
  if (qrId !== null) await assertOwnCode(ctx, qrId);
  const sealed = await ctx.secrets.seal(input.api_secret);
  // One stream per team and code: the unique index is on an expression, which only raw SQL can name.
  const [inserted] = await inOneTrip(ctx.db, (db) => [
    db.execute<Record<string, unknown>>(
      sql`insert into ${ga4Streams} (team_id, qr_id, measurement_id, api_secret_sealed)
        values (${ctx.caller.teamId}, ${qrId}, ${input.measurement_id}, ${sealed})
        on conflict (team_id, coalesce(qr_id, '')) do update
          set measurement_id = excluded.measurement_id, api_secret_sealed = excluded.api_secret_sealed, updated_at = now()
        returning *`,
    ),
    activityEntry(db, {
      teamId: ctx.caller.teamId,
      actor: actorOf(ctx.caller),
      action: "ga4.configured",
      targetId: qrId ?? undefined,
      details: { measurement_id: input.measurement_id },
    }),
  ]);
  cached.delete(ctx.caller.teamId);
  const [row] = (inserted as { rows?: Record<string, unknown>[] }).rows ?? [];
  return toGa4Stream(rowOfSnapshot(ga4Streams, row ?? {}));
}

export async function removeStream(ctx: RequestContext, qrId: string | null) {
  if (qrId !== null) await assertOwnCode(ctx, qrId);
  const deleted = ctx.db
    .$with("deleted")
    .as(
      ctx.db
        .delete(ga4Streams)
        .where(streamKey(ctx.caller.teamId, qrId))
        .returning({ teamId: ga4Streams.teamId }),
    );
  const removed = await ctx.db
    .with(
      deleted,
      changeLog(ctx.db, {
        from: deleted,
        teamId: ctx.caller.teamId,
        actor: actorOf(ctx.caller),
        action: "ga4.removed",
        targetId: qrId,
      }),
    )
    .select()
    .from(deleted);
  cached.delete(ctx.caller.teamId);
  if (removed.length === 0)
    throw new ApiError("google_analytics_not_configured", "No GA4 stream is set here.");
}

/** The streams of these teams, from the isolate's cache or one statement for those it lacks. */
export async function streamsOfTeams(db: Database, teamIds: string[], now: number): Promise<Ga4StreamRow[]> {
  const missing = teamIds.filter((teamId) => cached.get(teamId, now) === undefined);
  if (missing.length > 0) {
    const rows = await db.select().from(ga4Streams).where(inArray(ga4Streams.teamId, missing));
    for (const teamId of missing)
      cached.set(
        teamId,
        rows.filter((row) => row.teamId === teamId),
        now,
      );
  }
  return teamIds.flatMap((teamId) => cached.get(teamId, now) ?? []);
}

function streamKey(teamId: string, qrId: string | null) {
  return and(
    eq(ga4Streams.teamId, teamId),
    qrId === null ? isNull(ga4Streams.qrId) : eq(ga4Streams.qrId, qrId),
  );
}

async function assertOwnCode(ctx: Pick<RequestContext, "db" | "caller">, qrId: string): Promise<void> {
  const [code] = await (ctx.db as RequestDatabase)
    .select({ id: qrCodes.id })
    .from(qrCodes)
    .where(
      and(
        eq(qrCodes.id, qrId),
        eq(qrCodes.teamId, ctx.caller.teamId),
        ne(qrCodes.status, "deleted"),
        withinReach(ctx.caller),
      ),
    );
  if (!code) throw new ApiError("qr_not_found", "No QR code with this id.");
}
