// Lists a team's QR codes, newest first, by keyset pagination on the time-sortable id: a page never
// repeats or skips a code, whatever is inserted meanwhile.
import { parseHostname } from "@qr/core/hostname";
import { isId } from "@qr/core/ids";
import { outer, ROLLUP_DIMENSION, schema } from "@qr/db";
import { and, desc, eq, getTableColumns, ilike, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { assertMay } from "../auth/require-permission.ts";
import { validationFailed } from "../errors/api-error.ts";
import { decodeCursor, toPage } from "../pagination.ts";
import type { RequestContext } from "../request-context.ts";
import { type QrCode, toQrCode } from "./qr-code.ts";

export interface ListQrCodesInput {
  limit: number;
  cursor?: string | undefined;
  team_id?: string | undefined;
  status?: "active" | "disabled" | undefined;
  search?: string | undefined;
  metadata_key?: string | undefined;
  metadata_value?: string | undefined;
  bulk_id?: string | undefined;
  domain?: string | undefined;
  include?: "scans_7d" | undefined;
}

export type CodeFilter = Pick<
  ListQrCodesInput,
  "status" | "search" | "metadata_key" | "metadata_value" | "bulk_id"
> & {
  /** The codes printing this hostname; null: the service's own scan host. */
  printing?: string | null | undefined;
};

/** The conditions of a filter over a team's codes (deleted ones never match): lists and exports share them. */
export function codeFilters(teamId: string, filter: CodeFilter): (SQL | undefined)[] {
  const { qrCodes } = schema;
  const filters: (SQL | undefined)[] = [eq(qrCodes.teamId, teamId), ne(qrCodes.status, "deleted")];
  if (filter.status) filters.push(eq(qrCodes.status, filter.status));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    filters.push(or(ilike(qrCodes.url, pattern), ilike(qrCodes.slug, pattern)));
  }
  if (filter.metadata_key !== undefined) {
    filters.push(
      filter.metadata_value === undefined
        ? sql`${qrCodes.metadata} ? ${filter.metadata_key}`
        : sql`${qrCodes.metadata} ->> ${filter.metadata_key} = ${filter.metadata_value}`,
    );
  }
  if (filter.bulk_id !== undefined) filters.push(eq(qrCodes.bulkId, filter.bulk_id));
  if (filter.printing !== undefined) {
    filters.push(filter.printing === null ? isNull(qrCodes.domain) : eq(qrCodes.domain, filter.printing));
  }
  return filters;
}

export async function listQrCodes(ctx: RequestContext, input: ListQrCodesInput) {
  if (input.team_id !== undefined && input.team_id !== ctx.caller.teamId) {
    throw validationFailed([
      { path: "query.team_id", message: "team_id must be the team the request acts in" },
    ]);
  }
  const { qrCodes } = schema;
  const filters = codeFilters(ctx.caller.teamId, {
    ...input,
    printing: input.domain === undefined ? undefined : printedHostname(ctx.scanBaseUrl, input.domain),
  });
  if (input.cursor !== undefined) filters.push(lt(qrCodes.id, decodeCursor(input.cursor, qrIdOf)));
  if (input.include === "scans_7d") assertMay(ctx.caller, "analytics:read");
  const rows = await ctx.db
    .select({
      ...getTableColumns(qrCodes),
      scans7d: input.include === "scans_7d" ? scansOfLastWeek() : sql<null>`null`,
    })
    .from(qrCodes)
    .where(and(...filters))
    .orderBy(desc(qrCodes.id))
    .limit(input.limit + 1);
  return toPage(
    rows,
    input.limit,
    ({ scans7d, ...row }): QrCode & { scans_7d?: number } =>
      scans7d === null
        ? toQrCode(row, ctx.scanBaseUrl)
        : { ...toQrCode(row, ctx.scanBaseUrl), scans_7d: scans7d },
    (row) => ({ id: row.id }),
  );
}

/** A code's scans of the last 7 UTC days (today included, bots left out), from the daily rollups. */
function scansOfLastWeek() {
  const { scanDailyRollups: daily, qrCodes } = schema;
  const since = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
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
