// The scans of `scan.batch` events. The scan consumer's statement writes a batch as the scans' ids and their time
// span (scan-path/scans/store-scan-events.ts), not copies of them: a burst stores each scan once. Reading a batch looks its
// scans up by the team's index over that span, in one statement for every batch asked.
import { type EventRow, jsonRows, type RequestDatabase, rowsOf, type WebhookFilter } from "@qr/db";
import { sql } from "drizzle-orm";
import { type ScanRow, scanSelect } from "../../scan-path/scans/scan-view.ts";

/** What a `scan.batch` event's `data` holds. */
export interface ScanBatchData {
  count: number;
  from: string;
  to: string;
  ids: string[];
}

/** An endpoint's filter: a batch sent to it shows only the scans of the codes it takes (endpoint_takes). */
export interface ScanBatchFilter {
  filter: WebhookFilter;
  /** The service's own scan host: the host of codes without a branded domain. */
  scanHost: string;
}

/** The scans of each `scan.batch` event among `events`, by event id, in time order. */
export async function scansOfBatches(
  db: RequestDatabase,
  events: readonly EventRow[],
  taken?: ScanBatchFilter,
): Promise<Map<string, ScanRow[]>> {
  const batches = events
    .filter((event) => event.type === "scan.batch")
    .map((event) => {
      const data = scanBatchDataOf(event.data);
      return { event_id: event.id, team_id: event.teamId, from: data.from, to: data.to, ids: data.ids };
    });
  const found = new Map<string, ScanRow[]>(batches.map((batch) => [batch.event_id, []]));
  if (batches.length === 0) return found;
  const rows = await rowsOf<ScanRow & { event_id: string }>(
    db,
    sql`select b.event_id, x.* from ${jsonRows(batches, { event_id: "text", team_id: "text", from: "timestamptz", to: "timestamptz", ids: "text[]" })} as b
      cross join lateral (${scanSelect(sql`s.team_id = b.team_id and s.ts >= b."from" and s.ts <= b."to" and s.id = any(b.ids::uuid[]) and ${takenBy(taken)}`)}) as x
      order by b.event_id, x.ts, x.id`,
  );
  for (const { event_id, ...row } of rows) found.get(event_id)?.push(row);
  return found;
}

function takenBy(taken: ScanBatchFilter | undefined) {
  if (!taken || Object.keys(taken.filter).length === 0) return sql`true`;
  return sql`endpoint_takes(${JSON.stringify(taken.filter)}::jsonb, 'code', s.qr_id, coalesce(c.domain, ${taken.scanHost}),
    event_tags(coalesce(c.tags, '[]')))`;
}

/** A `scan.batch` event's data as the scan consumer's statement writes it, checked. */
function scanBatchDataOf(data: unknown): ScanBatchData {
  const batch = data as Partial<Record<keyof ScanBatchData, unknown>> | null;
  if (
    typeof batch?.from !== "string" ||
    typeof batch.to !== "string" ||
    !Array.isArray(batch.ids) ||
    !batch.ids.every((id) => typeof id === "string")
  )
    throw new Error("a scan.batch event without its time range and scan ids");
  return { count: Number(batch.count ?? batch.ids.length), from: batch.from, to: batch.to, ids: batch.ids };
}
