// Scheduled changes: a destination or rule set that takes effect at an instant. Pending changes live on the
// code's row (`schedule`, soonest first) and travel in its redirect record, so every edge switches at the
// instant itself; afterwards the cron applies each due change to the row as a new version (applyDueChanges),
// which only moves the record forward. Adding or cancelling one is a version too (what scans will get changed).
import { newId } from "@qr/core/ids";
import { MAX_PENDING_SCHEDULED_CHANGES } from "@qr/core/routing-rules";
import {
  type ActivityAction,
  type Database,
  type QrCodeRow,
  type ScheduledChange,
  schema,
  type VersionChange,
} from "@qr/db";
import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import { actorOf, changeLog } from "../activity/record-activity.ts";
import { syncRedirectRecord } from "../edge-sync/redirect-record.ts";
import { syncEdge } from "../edge-sync/sync-edge.ts";
import { ApiError, type FieldError, validationFailed } from "../errors/api-error.ts";
import { logError } from "../log.ts";
import { checkedDestination } from "../qr/destination.ts";
import {
  changeCode,
  findVisibleCode,
  notFound,
  unchangedSince,
  visibleCodeForChange,
} from "../qr/repository.ts";
import { effectiveBy } from "../qr/update-qr-code.ts";
import type { EdgeStore, RequestContext } from "../request-context.ts";
import { assertCoherent, checkedRules, type RuleInput } from "./routing-columns.ts";
import { changeBy } from "./version-change.ts";

const MIN_LEAD_MS = 1_000;
const MAX_LEAD_MS = 5 * 366 * 24 * 60 * 60 * 1000;
/** Codes the cron moves forward per pass. */
const DUE_CODES_PER_PASS = 100;

export interface ScheduleChangeInput {
  at: string;
  url?: string | undefined;
  rules?: RuleInput[] | undefined;
}

export async function listScheduledChanges(ctx: Pick<RequestContext, "db" | "caller">, qrId: string) {
  return { data: (await findVisibleCode(ctx.db, ctx.caller.teamId, qrId)).schedule };
}

export async function scheduleChange(ctx: RequestContext, qrId: string, input: ScheduleChangeInput) {
  const entry = checkedEntry(ctx, input);
  const row = await rewriteSchedule(
    ctx,
    qrId,
    changeBy(ctx.caller, "schedule_added", { schedule_id: entry.id }),
    { action: "qr.change_scheduled", details: { schedule_id: entry.id, at: entry.at } },
    (schedule) => {
      if (schedule.length >= MAX_PENDING_SCHEDULED_CHANGES) {
        throw validationFailed([
          {
            path: "at",
            message: `a code has at most ${MAX_PENDING_SCHEDULED_CHANGES} pending scheduled changes`,
          },
        ]);
      }
      return [...schedule, entry].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    },
  );
  await syncEdge(ctx, row);
  // An edge switches at `at` once it holds the new record: exactly then, unless `at` is sooner than that.
  const effective = Math.max(Date.parse(entry.at), Date.parse(effectiveBy(ctx)));
  return { ...entry, effective_by: new Date(effective).toISOString() };
}

export async function cancelScheduledChange(ctx: RequestContext, qrId: string, changeId: string) {
  let cancelled: ScheduledChange | undefined;
  const row = await rewriteSchedule(
    ctx,
    qrId,
    changeBy(ctx.caller, "schedule_cancelled", { schedule_id: changeId }),
    { action: "qr.scheduled_change_cancelled", details: { schedule_id: changeId } },
    (schedule) => {
      cancelled = schedule.find((change) => change.id === changeId);
      if (!cancelled) {
        throw new ApiError(
          "scheduled_change_not_found",
          `QR code ${qrId} has no pending change ${changeId}.`,
        );
      }
      return schedule.filter((change) => change.id !== changeId);
    },
  );
  await syncEdge(ctx, row);
  return { cancelled: cancelled as ScheduledChange, effective_by: effectiveBy(ctx) };
}

function checkedEntry(ctx: RequestContext, input: ScheduleChangeInput): ScheduledChange {
  const errors: FieldError[] = [];
  const at = Date.parse(input.at);
  const now = Date.now();
  if (!/^\d{4}-\d{2}-\d{2}T/.test(input.at) || Number.isNaN(at)) {
    errors.push({ path: "at", message: "at must be an ISO 8601 date-time such as 2026-12-01T09:00:00Z" });
  } else if (at < now + MIN_LEAD_MS) {
    errors.push({
      path: "at",
      message: "at must be in the future; change the code directly for a change now",
    });
  } else if (at > now + MAX_LEAD_MS) {
    errors.push({ path: "at", message: "at must be within five years" });
  }
  const url =
    input.url === undefined ? undefined : checkedDestination(input.url, ctx.destinations, "url", errors);
  const rules =
    input.rules === undefined ? undefined : checkedRules(input.rules, ctx.destinations, "rules", errors);
  if (errors.length > 0) throw validationFailed(errors);
  return {
    id: newId("scheduledChange"),
    at: new Date(at).toISOString(),
    ...(url === undefined ? {} : { url }),
    ...(rules === undefined ? {} : { rules }),
    created_by: actorOf(ctx.caller),
    created_at: new Date(now).toISOString(),
  };
}

/**
 * Replaces a code's pending schedule, checked as a whole, as a new version with its activity entry: the row is
 * read in one round trip and written in a second only if it is still as read; a change that lost that race is
 * made again under the row's lock (RequestContext.serialized).
 */
async function rewriteSchedule(
  ctx: RequestContext,
  qrId: string,
  change: VersionChange,
  activity: { action: ActivityAction; details: Record<string, string> },
  rewrite: (schedule: ScheduledChange[]) => ScheduledChange[],
): Promise<QrCodeRow> {
  return changeCode(ctx, qrId, (locked) =>
    rewriteIfUnchanged(locked ? { ...ctx, db: locked } : ctx, qrId, change, activity, rewrite),
  );
}

async function rewriteIfUnchanged(
  ctx: RequestContext,
  qrId: string,
  change: VersionChange,
  activity: { action: ActivityAction; details: Record<string, string> },
  rewrite: (schedule: ScheduledChange[]) => ScheduledChange[],
): Promise<QrCodeRow | undefined> {
  const [found] = await visibleCodeForChange(ctx.db, ctx.caller.teamId, qrId);
  if (!found) notFound();
  const { revision, ...current } = found;
  const schedule = rewrite(current.schedule);
  assertCoherent({ ...current, schedule, version: current.version + 1 });
  const written = ctx.db.$with("written").as(
    ctx.db
      .update(schema.qrCodes)
      .set({
        schedule,
        nextChangeAt: nextChangeAt(schedule),
        version: current.version + 1,
        lastChange: change,
        updatedAt: new Date(),
      })
      .where(unchangedSince(qrId, revision))
      .returning(),
  );
  const logged = changeLog(ctx.db, {
    from: written,
    teamId: current.teamId,
    actor: actorOf(ctx.caller),
    targetId: qrId,
    ...activity,
  });
  const [row] = await ctx.db.with(written, logged).select().from(written);
  return row;
}

function nextChangeAt(schedule: readonly ScheduledChange[]): Date | null {
  const first = schedule[0];
  return first ? new Date(first.at) : null;
}

/**
 * The cron's part: applies every due scheduled change to its code, one version per change in order (the
 * versions the redirect record announced), then brings KV up to date. Edges already answer with the change.
 */
export async function applyDueChanges(db: Database, kv: EdgeStore, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: schema.qrCodes.id })
    .from(schema.qrCodes)
    .where(and(isNotNull(schema.qrCodes.nextChangeAt), lte(schema.qrCodes.nextChangeAt, now)))
    .orderBy(asc(schema.qrCodes.nextChangeAt))
    .limit(DUE_CODES_PER_PASS);
  let applied = 0;
  for (const { id } of due) {
    try {
      applied += await applyDueChangesOf(db, id, now);
      await syncRedirectRecord(db, kv, id);
    } catch (error) {
      logError("scheduled change not applied; the next pass retries", error, { qr_id: id });
    }
  }
  return applied;
}

async function applyDueChangesOf(db: Database, qrId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(schema.qrCodes).where(eq(schema.qrCodes.id, qrId)).for("update");
    if (!current) return 0;
    let { url, rules, version, schedule } = current;
    let applied = 0;
    while (schedule[0] && Date.parse(schedule[0].at) <= now.getTime()) {
      const [change, ...rest] = schedule;
      url = change.url ?? url;
      rules = change.rules ?? rules;
      schedule = rest;
      version += 1;
      await tx
        .update(schema.qrCodes)
        .set({
          url,
          rules,
          schedule,
          nextChangeAt: nextChangeAt(schedule),
          version,
          lastChange: { kind: "scheduled", by: change.created_by, schedule_id: change.id },
          updatedAt: new Date(),
        })
        .where(eq(schema.qrCodes.id, qrId));
      applied++;
    }
    return applied;
  });
}
