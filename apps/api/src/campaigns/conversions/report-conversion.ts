// POST /conversions: a customer's site reports that a tracked scan led somewhere. The scan id is checked first
// (signed by the redirect worker: scan-ids.ts), then the conversion is stored in one statement that also checks
// the scan's code is the caller's team's; a report already made (same `external_id`, or same scan and name)
// answers the stored conversion, so retries never count twice. The `conversion.created` event is the
// database's (migration 0023).
import { newId } from "@qr/core/ids";
import { type ConversionRow, schema } from "@qr/db";
import { and, eq, sql } from "drizzle-orm";
import { ApiError, validationFailed } from "../../http/errors/api-error.ts";
import type { RequestContext } from "../../request-context.ts";
import { verifiedScanId } from "./scan-ids.ts";

/** How long after its scan a conversion may be reported. */
export const CONVERSION_WINDOW_DAYS = 90;
const DAY_MS = 86_400_000;
/** A scan id from a little in the future is clock skew between the edge and here, not a forgery. */
const CLOCK_SKEW_MS = 5 * 60_000;

export interface ConversionInput {
  scan_id: string;
  name: string;
  value?: number | undefined;
  currency?: string | undefined;
  external_id?: string | undefined;
}

export function toConversion(row: ConversionRow) {
  return {
    id: row.id,
    qr_id: row.qrId,
    scan_id: row.scanId,
    scanned_at: row.scannedAt.toISOString(),
    name: row.name,
    value: row.value === null ? null : Number(row.value),
    currency: row.currency,
    external_id: row.externalId,
    created_at: row.createdAt.toISOString(),
  };
}

/** The conversion stored, and whether this report stored it (false: it was reported before). */
export async function reportConversion(ctx: RequestContext, input: ConversionInput) {
  const unknownScan = () =>
    validationFailed([{ path: "scan_id", message: "no scan of this team's tracked codes has this id" }]);
  if (!ctx.scanIdSecret)
    throw new ApiError("conversions_not_configured", "Conversions are not configured here.");
  const scan = await verifiedScanId(ctx.scanIdSecret, input.scan_id);
  if (!scan || scan.at > ctx.now() + CLOCK_SKEW_MS) throw unknownScan();
  if (ctx.now() - scan.at > CONVERSION_WINDOW_DAYS * DAY_MS)
    throw validationFailed([
      {
        path: "scan_id",
        message: `the scan is older than ${CONVERSION_WINDOW_DAYS} days: too late to count`,
      },
    ]);
  const { conversions, qrCodes } = schema;
  const teamId = ctx.caller.teamId;
  const dedupeKey =
    input.external_id === undefined ? `scan:${scan.id}:${input.name}` : `external:${input.external_id}`;
  const value = input.value === undefined ? null : String(input.value);
  const [created] = await ctx.db
    .insert(conversions)
    .select(
      sql`select ${newId("conversion")}, ${teamId}, ${qrCodes.id}, ${scan.id}::uuid, ${new Date(scan.at).toISOString()}::timestamptz,
        ${input.name}, ${value}::numeric, ${input.currency ?? null}, ${input.external_id ?? null}, ${dedupeKey},
        ${ctx.caller.credential.kind === "key" ? ctx.caller.credential.id : null}, now()
        from ${qrCodes} where ${qrCodes.id} = ${scan.qrId} and ${qrCodes.teamId} = ${teamId}`,
    )
    .onConflictDoNothing()
    .returning();
  if (created) return { conversion: toConversion(created), created: true };
  const [earlier] = await ctx.db
    .select()
    .from(conversions)
    .where(and(eq(conversions.teamId, teamId), eq(conversions.dedupeKey, dedupeKey)));
  // Nothing stored and nothing earlier: the scan's code is not this team's (another team's is no different).
  if (!earlier) throw unknownScan();
  const same =
    earlier.scanId === scan.id &&
    earlier.name === input.name &&
    (earlier.value === null ? null : Number(earlier.value)) === (input.value ?? null) &&
    earlier.currency === (input.currency ?? null);
  if (!same)
    throw new ApiError(
      "conversion_conflict",
      "A conversion with this external_id (or for this scan and name) was reported with other values.",
    );
  return { conversion: toConversion(earlier), created: false };
}
