// The scan cap. Scans are counted by ingestion (the all-time rollups: a code's whole life in a row a value,
// decision 25; bots and fallback answers left out); after each delivery the consumer caps the codes of that delivery
// that reached `max_scans`, which moves their version and so their redirect record, and every edge answers the
// fallback within the propagation window.
// Raising or clearing the cap through the API lifts it again (change/change-statement.ts).
import { machineTime } from "@qr/core/clock";
import { FALLBACK_ANSWER } from "@qr/core/routing";
import { outer, type QrCodeRow, type RequestDatabase, ROLLUP_DIMENSION, schema } from "@qr/db";
import { and, inArray, isNotNull, isNull, ne, type SQLWrapper, sql } from "drizzle-orm";
import { systemChange } from "../../access/activity/version-change.ts";

const { scanTotalRollups: totals, qrCodes } = schema;

/** Scans that count toward a code's cap: every recorded scan but bots' and those the fallback answered. */
export function countedScansOf(qrId: SQLWrapper | string) {
  return sql<number>`(select coalesce(sum(${totals.scans}) filter (where ${totals.dimension} = ${ROLLUP_DIMENSION.total}), 0)
      - coalesce(sum(${totals.scans}) filter (where ${totals.dimension} = ${ROLLUP_DIMENSION.answeredBy} and ${totals.value} = ${FALLBACK_ANSWER}), 0)
    from ${totals} where ${totals.qrId} = ${qrId}
      and ${totals.dimension} in (${ROLLUP_DIMENSION.total}, ${ROLLUP_DIMENSION.answeredBy}))`;
}

/** Caps the codes among `qrIds` whose counted scans reached their `max_scans`; returns the rows it changed. */
export async function capReachedCodes(db: RequestDatabase, qrIds: string[]): Promise<QrCodeRow[]> {
  if (qrIds.length === 0) return [];
  return db
    .update(qrCodes)
    .set({
      cappedAt: new Date(machineTime()),
      version: sql`${qrCodes.version} + 1`,
      lastChange: systemChange("capped"),
      updatedAt: new Date(machineTime()),
    })
    .where(
      and(
        inArray(qrCodes.id, qrIds),
        isNotNull(qrCodes.maxScans),
        isNull(qrCodes.cappedAt),
        ne(qrCodes.status, "deleted"),
        sql`${countedScansOf(outer(qrCodes.id))} >= ${qrCodes.maxScans}`,
      ),
    )
    .returning();
}
