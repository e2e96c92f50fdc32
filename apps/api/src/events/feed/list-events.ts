// The team's events of the last 30 days, oldest first, so a receiver that was down reads on from the last event it
// saw (`after`) until `next_cursor` is null. A page holds at most `limit` events and, past its first event, at
// most MAX_SCANS_PER_PAGE scans' worth of `scan.batch` events (each up to 1,000 scans): every answer is bounded.
import { firstIdAt, ID_PREFIXES, isId } from "@qr/core/ids";
import { isStorableInstant } from "@qr/core/storable";
import { type EventRow, inOneTrip, schema } from "@qr/db";
import { and, asc, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import { validationFailed } from "../../http/errors/api-error.ts";
import { decodeCursor, encodeCursor } from "../../http/openapi/pagination.ts";
import type { RequestContext } from "../../request-context.ts";
import { TEST_EVENT_TYPE } from "./catalog.ts";
import { type ApiEvent, renderEvent } from "./render-event.ts";
import { scansOfBatches } from "./scan-batches.ts";

export const EVENTS_KEPT_DAYS = 30;
const MAX_SCANS_PER_PAGE = 2_000;

export interface ListEventsInput {
  type?: string[] | undefined;
  after?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

type Ctx = Pick<RequestContext, "db" | "caller" | "scanBaseUrl" | "domains" | "now">;

export async function listEvents(ctx: Ctx, input: ListEventsInput) {
  const { events } = schema;
  const oldest = firstIdAt("event", ctx.now() - EVENTS_KEPT_DAYS * 86_400_000);
  const after =
    input.cursor !== undefined ? decodeCursor(input.cursor, eventPositionOf) : afterOf(input.after);
  // Only events no open transaction can still precede (events_settled_before, migration 0031), read in a statement
  // after the one that asks: a reader reading on from the last event it saw then never passes one that commits late.
  const [, rows] = await inOneTrip(ctx.db, (db) => [
    db.execute(sql`select set_config('qr.events_settled_before', events_settled_before()::text, true)`),
    db
      .select()
      .from(events)
      .where(
        and(
          eq(events.teamId, ctx.caller.teamId),
          gt(events.id, after !== undefined && after > oldest ? after : oldest),
          lt(
            events.id,
            sql`${`${ID_PREFIXES.event}_`} || id_time_part(floor(extract(epoch from
              current_setting('qr.events_settled_before')::timestamptz) * 1000)::bigint)`,
          ),
          ne(events.type, TEST_EVENT_TYPE),
          input.type?.length ? inArray(events.type, input.type as EventRow["type"][]) : undefined,
        ),
      )
      .orderBy(asc(events.id))
      .limit(input.limit + 1),
  ]);
  const page = withinScanBudget(rows.slice(0, input.limit));
  const scans = await scansOfBatches(ctx.db, page);
  const last = page.at(-1);
  return {
    // The test event is never listed (the statement leaves it out).
    data: page.map(
      (row) => renderEvent(row, ctx, scans.get(row.id)) as Exclude<ApiEvent, { type: "webhook.test" }>,
    ),
    next_cursor: last && rows.length > page.length ? encodeCursor({ id: last.id }) : null,
  };
}

/** The first rows whose scans stay within the page's budget (the first row always). */
function withinScanBudget(rows: EventRow[]): EventRow[] {
  let scans = 0;
  const kept: EventRow[] = [];
  for (const row of rows) {
    const count = row.type === "scan.batch" ? Number((row.data as { count?: unknown }).count ?? 0) : 0;
    if (kept.length > 0 && scans + count > MAX_SCANS_PER_PAGE) break;
    scans += count;
    kept.push(row);
  }
  return kept;
}

/** `after` as the id every later event sorts after: an event id as is, an instant as the first id of its time. */
function afterOf(after: string | undefined): string | undefined {
  if (after === undefined) return undefined;
  if (isId("event", after)) return after;
  const instant = new Date(after);
  if (/^\d{4}-\d{2}-\d{2}/.test(after) && isStorableInstant(instant))
    return firstIdAt("event", instant.getTime() + 1);
  throw validationFailed([
    { path: "query.after", message: "after is an event id (evt_…) or an ISO 8601 instant" },
  ]);
}

function eventPositionOf(fields: Record<string, unknown>): string | undefined {
  return typeof fields.id === "string" && isId("event", fields.id) ? fields.id : undefined;
}
