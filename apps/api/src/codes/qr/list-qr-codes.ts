// Lists a team's QR codes by keyset pagination: newest or oldest first (on the time-sortable id), by name, or by
// scans of the last 7 days, each with the id as the tie-break, so a page never repeats or skips a code whatever
// is inserted meanwhile. A cursor carries the sort it was made for.
import { machineTime } from "@qr/core/clock";
import { parseHostname } from "@qr/core/hostname";
import { isId } from "@qr/core/ids";
import { outer, type QrCodeRow, ROLLUP_DIMENSION, schema } from "@qr/db";
import { and, asc, desc, getTableColumns, gt, lt, type SQL, sql } from "drizzle-orm";
import { assertMay } from "../../access/auth/require-permission.ts";
import { validationFailed } from "../../http/errors/api-error.ts";
import { decodeCursor, toPage } from "../../http/openapi/pagination.ts";
import type { RequestContext } from "../../request-context.ts";
import { type CodeFilter, codeFilters } from "./code-filters.ts";
import { type QrCode, toQrCode } from "./qr-code.ts";
import type { CODE_SORTS } from "./schemas.ts";

export interface ListQrCodesInput extends Omit<CodeFilter, "printing"> {
  limit: number;
  cursor?: string | undefined;
  team_id?: string | undefined;
  domain?: string | undefined;
  include?: "scans_7d" | undefined;
  sort?: CodeSort | undefined;
}

type CodeSort = (typeof CODE_SORTS)[number];

export async function listQrCodes(ctx: RequestContext, input: ListQrCodesInput) {
  if (input.team_id !== undefined && input.team_id !== ctx.caller.teamId) {
    throw validationFailed([
      { path: "query.team_id", message: "team_id must be the team the request acts in" },
    ]);
  }
  const { qrCodes } = schema;
  const sort = input.sort ?? "-created";
  const filters = codeFilters(ctx.caller, {
    ...input,
    printing: input.domain === undefined ? undefined : printedHostname(ctx.scanBaseUrl, input.domain),
  });
  const withScans = input.include === "scans_7d" || sort === "-scans_7d";
  if (withScans) assertMay(ctx.caller, "analytics:read");
  const order = ORDERS[sort];
  if (input.cursor !== undefined) filters.push(order.after(decodeCursor(input.cursor, positionFor(order))));
  const rows = await ctx.db
    .select({
      ...getTableColumns(qrCodes),
      scans7d: withScans ? scansOfLastWeek().as("scans_7d") : sql<null>`null`,
    })
    .from(qrCodes)
    .where(and(...filters))
    .orderBy(...order.by)
    .limit(input.limit + 1);
  return toPage(
    rows,
    input.limit,
    ({ scans7d, ...row }): QrCode & { scans_7d?: number } =>
      input.include === "scans_7d" && scans7d !== null
        ? { ...toQrCode(row, ctx.scanBaseUrl), scans_7d: scans7d }
        : toQrCode(row, ctx.scanBaseUrl),
    (row): Record<string, string | number> => {
      const key = order.keyOf(row);
      return key === undefined ? { id: row.id } : { id: row.id, key };
    },
  );
}

/** Reads a cursor's position for this sort: a cursor of another sort is not one (422). */
function positionFor(order: Order) {
  return (fields: Record<string, unknown>): Position | undefined => {
    const id = qrIdOf(fields);
    const key = order.validKey(fields.key);
    return id === undefined || key === undefined ? undefined : { id, key };
  };
}

type ListedRow = QrCodeRow & { scans7d: number | null };

/** Where a page ends: the last code's id and, for sorts by name or scans, its sort key. */
interface Position {
  id: string;
  key: string | number;
}

/** A sort: its ORDER BY, the position a cursor holds, and the condition of the rows after that position. */
interface Order {
  by: SQL[];
  /** The row's sort key, for a cursor; none when the id alone orders. */
  keyOf(row: ListedRow): string | number | undefined;
  /** The sort key a cursor holds, if it is of the right kind. */
  validKey(key: unknown): string | number | undefined;
  after(position: Position): SQL;
}

const { qrCodes: codes } = schema;
/** Named codes first, A–Z without case; `~` keeps the unnamed after every name in the keyset comparison. */
const nameKey = sql`coalesce(lower(${codes.name}), '~')`;

const byId = (direction: "asc" | "desc"): Order => ({
  by: [direction === "desc" ? desc(codes.id) : asc(codes.id)],
  keyOf: () => undefined,
  validKey: () => "",
  after: ({ id }) => (direction === "desc" ? lt(codes.id, id) : gt(codes.id, id)),
});

const ORDERS: Record<CodeSort, Order> = {
  "-created": byId("desc"),
  created: byId("asc"),
  name: {
    by: [asc(nameKey), asc(codes.id)],
    keyOf: (row) => row.name?.toLowerCase() ?? "~",
    validKey: (key) => (typeof key === "string" ? key : undefined),
    after: ({ key, id }) => sql`(${nameKey}, ${codes.id}) > (${key}, ${id})`,
  },
  "-scans_7d": {
    by: [sql`scans_7d desc`, desc(codes.id)],
    keyOf: (row) => row.scans7d ?? 0,
    validKey: (key) => (typeof key === "number" && Number.isSafeInteger(key) ? key : undefined),
    after: ({ key, id }) => sql`(${scansOfLastWeek()}, ${codes.id}) < (${key}::int, ${id})`,
  },
};

/** A code's scans of the last 7 UTC days (today included, bots left out), from the daily rollups. */
function scansOfLastWeek() {
  const { scanDailyRollups: daily, qrCodes } = schema;
  const since = new Date(machineTime() - 6 * 86_400_000).toISOString().slice(0, 10);
  return sql<number>`(select coalesce(sum(${daily.scans}), 0)::int from ${daily}
    where ${daily.qrId} = ${outer(qrCodes.id)} and ${daily.dimension} = ${ROLLUP_DIMENSION.total} and ${daily.day} >= ${since})`;
}

function qrIdOf(fields: Record<string, unknown>): string | undefined {
  return typeof fields.id === "string" && isId("qr", fields.id) ? fields.id : undefined;
}

/** A `domain` filter as the column holds it: null for the service's own scan host. */
function printedHostname(scanBaseUrl: string, domain: string): string | null {
  if (domain.trim().toLowerCase() === new URL(scanBaseUrl).hostname) return null;
  const parsed = parseHostname(domain);
  return parsed.ok ? parsed.hostname : domain;
}
