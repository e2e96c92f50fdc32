// Scheduled changes: a destination or rule set that takes effect at an instant. Pending changes live on the
// code's row (`schedule`, soonest first) and travel in its redirect record, so every edge switches at the
// instant itself; afterwards the cron applies each due change to the row as a new version (applyDueChanges),
// which only moves the record forward. Adding or cancelling one is a version too (what scans will get changed).
import { machineTime } from "@qr/core/clock";
import { newId } from "@qr/core/ids";
import { MAX_PENDING_SCHEDULED_CHANGES } from "@qr/core/routing-rules";
import { type Database, type ScheduledChange, schema, type VersionChange } from "@qr/db";
import { and, asc, eq, isNotNull, lte, ne } from "drizzle-orm";
import { changeBy, whoOf } from "../../access/activity/version-change.ts";
import { ApiError, type FieldError, validationFailed } from "../../http/errors/api-error.ts";
import { logError } from "../../lib/log.ts";
import type { EdgeStore } from "../../lib/stores.ts";
import type { RequestContext } from "../../request-context.ts";
import { checkedDestination } from "../abuse/destination-checks.ts";
import { syncRedirectRecord } from "../edge-sync/redirect-record.ts";
import { wholeTeam } from "../folders/reach.ts";
import { changeCodeAsIs, effectiveBy } from "../qr/change/apply-change.ts";
import { writeChanges } from "../qr/change/change-statement.ts";
import { findVisibleCode } from "../qr/repository.ts";
import { checkedRules, type RuleInput } from "../qr/routing-columns.ts";

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
  return { data: (await findVisibleCode(ctx.db, ctx.caller, qrId)).schedule };
}

export async function scheduleChange(ctx: RequestContext, qrId: string, input: ScheduleChangeInput) {
  const entry = checkedEntry(ctx, input);
  await rewriteSchedule(
    ctx,
    qrId,
    changeBy(ctx.caller, "schedule_added", { schedule_id: entry.id }),
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
  // An edge switches at `at` once it holds the new record: exactly then, unless `at` is sooner than that.
  const effective = Math.max(Date.parse(entry.at), Date.parse(effectiveBy(ctx)));
  return { ...entry, effective_by: new Date(effective).toISOString() };
}

export async function cancelScheduledChange(ctx: RequestContext, qrId: string, changeId: string) {
  let cancelled: ScheduledChange | undefined;
  await rewriteSchedule(
    ctx,
    qrId,
    changeBy(ctx.caller, "schedule_cancelled", { schedule_id: changeId }),
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
  return { cancelled: cancelled as ScheduledChange, effective_by: effectiveBy(ctx) };
}

function checkedEntry(ctx: RequestContext, input: ScheduleChangeInput): ScheduledChange {
  const errors: FieldError[] = [];
  const at = Date.parse(input.at);
  const now = ctx.now();
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
    created_by: whoOf(ctx.caller),
    created_at: new Date(now).toISOString(),
  };
}

/** Replaces a code's pending schedule, checked as a whole, as a new version (change/apply-change.ts). */
async function rewriteSchedule(
  ctx: RequestContext,
  qrId: string,
  how: VersionChange,
  rewrite: (schedule: ScheduledChange[]) => ScheduledChange[],
): Promise<void> {
  await changeCodeAsIs(ctx, qrId, how, ({ row }) => ({ schedule: rewrite(row.schedule) }));
}

/**
 * The cron's part: applies every due scheduled change to its code, one version per change in order (the
 * versions the redirect record announced), then brings KV up to date. Edges already answer with the change.
 */
export async function applyDueChanges(
  db: Database,
  kv: EdgeStore,
  now = new Date(machineTime()),
): Promise<number> {
  const due = await db
    .select({ id: schema.qrCodes.id })
    .from(schema.qrCodes)
    .where(
      and(
        isNotNull(schema.qrCodes.nextChangeAt),
        lte(schema.qrCodes.nextChangeAt, now),
        ne(schema.qrCodes.status, "deleted"),
      ),
    )
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

/** Applies a code's due changes in order under its lock, each a version of its own, the one way codes change. */
async function applyDueChangesOf(db: Database, qrId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(schema.qrCodes).where(eq(schema.qrCodes.id, qrId)).for("update");
    if (!current) return 0;
    let schedule = current.schedule;
    let applied = 0;
    while (schedule[0] && Date.parse(schedule[0].at) <= now.getTime()) {
      const [due, ...rest] = schedule;
      schedule = rest;
      const how: VersionChange = { kind: "scheduled", by: due.created_by, schedule_id: due.id };
      const sets = {
        ...(due.url === undefined ? {} : { url: due.url }),
        ...(due.rules ? { rules: due.rules } : {}),
      };
      await writeChanges(tx, wholeTeam(current.teamId), [{ id: qrId, sets: { ...sets, schedule }, how }]);
      applied++;
    }
    return applied;
  });
}
