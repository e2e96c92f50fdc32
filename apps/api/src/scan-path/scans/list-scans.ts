// The raw scans of a code or of the whole team, newest first, keyset-paginated on (ts, id) and filtered (see
// scan-filters.ts). Never an IP: the visitor is a daily-rotating pseudonymous hash made at the edge.
import { isStorableInstant } from "@qr/core/storable";
import { rowsOf } from "@qr/db";
import { sql } from "drizzle-orm";
import { notFound, visibleCodeRead } from "../../codes/qr/repository.ts";
import { decodeCursor, toPage } from "../../http/openapi/pagination.ts";
import type { RequestContext } from "../../request-context.ts";
import { type ScanFilter, scanFilterSql } from "./scan-filters.ts";
import { type ScanRow, scanSelect, toScan } from "./scan-view.ts";

export interface ListScansInput extends ScanFilter {
  limit: number;
  cursor?: string | undefined;
}

type Ctx = Pick<RequestContext, "db" | "caller" | "scanBaseUrl">;

/** A code's scans; another team's code, or none, is a 404 (asked in the same statement as the scans). */
export function listCodeScans(ctx: Ctx, qrId: string, input: ListScansInput) {
  return listScans(ctx, { ...input, code: qrId }, qrId);
}

export async function listScans(ctx: Ctx, input: ListScansInput, visibleCodeId?: string) {
  const after = input.cursor === undefined ? undefined : decodeCursor(input.cursor, scanPositionOf);
  const scanHost = new URL(ctx.scanBaseUrl).hostname;
  const where = sql.join(
    [
      scanFilterSql(ctx.caller, input, scanHost),
      after ? sql`(s.ts, s.id) < (${after.ts}::timestamptz, ${after.id}::uuid)` : sql`true`,
    ],
    sql` and `,
  );
  const page = scanSelect(where, sql`order by s.ts desc, s.id desc limit ${input.limit + 1}`);
  const rows = await rowsOf<ScanRow & { visible: boolean }>(
    ctx.db,
    visibleCodeId === undefined
      ? page
      : sql`select v.visible, x.* from (select exists (${visibleCodeRead(ctx.db, ctx.caller, visibleCodeId)}) as visible) v
          left join lateral (${page}) x on v.visible`,
  );
  if (visibleCodeId !== undefined && !rows[0]?.visible) notFound();
  return toPage(
    rows.filter((row) => row.id !== null),
    input.limit,
    (row) => toScan(row, scanHost),
    (row) => ({ ts: new Date(row.ts).toISOString(), id: row.id }),
  );
}

function scanPositionOf(fields: Record<string, unknown>): { ts: string; id: string } | undefined {
  const ts = typeof fields.ts === "string" ? new Date(fields.ts) : undefined;
  const id = fields.id;
  return ts && isStorableInstant(ts) && typeof id === "string" && /^[0-9a-f-]{36}$/.test(id)
    ? { ts: ts.toISOString(), id }
    : undefined;
}
