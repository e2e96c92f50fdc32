// GET /qr/{id}/ab-results: each split of a code (its own, and each rule's) with, per variant, the scans answered
// since the splits last changed, their unique scanners, the conversions reported for them, the conversion rate
// with its 95% interval and a test against the first variant. Read from the raw scans (the split's version on,
// bots left out) joined to their conversions by the scan's key, in one statement.
import type { Variant } from "@qr/core/campaigns";
import { DEFAULT_ANSWER } from "@qr/core/routing";
import { type QrCodeRow, rowsOf, schema } from "@qr/db";
import { sql } from "drizzle-orm";
import { findVisibleCode } from "../../codes/qr/repository.ts";
import type { RequestContext } from "../../request-context.ts";
import { twoProportionPValue, wilsonInterval } from "./statistics.ts";

const SIGNIFICANCE = 0.05;

interface GroupRow {
  answered_by: string;
  variant: number;
  scans: number;
  scanners: number;
  conversions: number;
  converted: number;
  value: { currency: string; value: number }[] | null;
}

export async function abResults(ctx: RequestContext, qrId: string) {
  const code = await findVisibleCode(ctx.db, ctx.caller, qrId);
  const rows = code.variantsVersion === null ? [] : await groupsOf(ctx, code, code.variantsVersion);
  const live = liveSplits(code);
  const names = [...new Set([...live.keys(), ...rows.map((row) => row.answered_by)])];
  return {
    qr_id: code.id,
    since_version: code.variantsVersion,
    splits: names.map((answeredBy) => {
      const variants = live.get(answeredBy);
      const counted = rows.filter((row) => row.answered_by === answeredBy);
      const count = Math.max(variants?.length ?? 0, ...counted.map((row) => row.variant + 1));
      const results = Array.from({ length: count }, (_, index) => {
        const row = counted.find((candidate) => candidate.variant === index);
        const scans = row?.scans ?? 0;
        const converted = row?.converted ?? 0;
        return {
          variant: index,
          url: variants?.[index]?.url ?? null,
          weight: variants?.[index]?.weight ?? null,
          scans,
          unique_scanners: row?.scanners ?? 0,
          conversions: row?.conversions ?? 0,
          converted_scans: converted,
          conversion_rate: scans === 0 ? 0 : converted / scans,
          interval: wilsonInterval(converted, scans),
          value: (row?.value ?? []).map((entry) => ({
            currency: entry.currency,
            value: Number(entry.value),
          })),
        };
      });
      const [first] = results;
      return {
        answered_by: answeredBy,
        running: variants !== undefined,
        variants: results.map((result) => ({
          ...result,
          against_first:
            !first || result.variant === 0
              ? null
              : against(result.converted_scans, result.scans, first.converted_scans, first.scans),
        })),
      };
    }),
  };
}

function against(converted: number, scans: number, firstConverted: number, firstScans: number) {
  const pValue = twoProportionPValue(converted, scans, firstConverted, firstScans);
  const rate = (a: number, n: number) => (n === 0 ? 0 : a / n);
  return {
    difference: rate(converted, scans) - rate(firstConverted, firstScans),
    p_value: pValue,
    significant: pValue < SIGNIFICANCE,
  };
}

/** The splits the code runs now, by what answers them. */
function liveSplits(code: QrCodeRow): Map<string, Variant[]> {
  const splits = new Map<string, Variant[]>();
  if (code.variants) splits.set(DEFAULT_ANSWER, code.variants);
  for (const rule of code.rules) if (rule.variants) splits.set(rule.id, rule.variants);
  return splits;
}

async function groupsOf(ctx: RequestContext, code: QrCodeRow, sinceVersion: number): Promise<GroupRow[]> {
  const { scanEvents: scans, conversions } = schema;
  return rowsOf<GroupRow>(
    ctx.db,
    sql`
    with counted as (
      select ${scans.answeredBy} as answered_by, ${scans.variant} as variant, ${scans.visitor} as visitor,
        ${scans.qrId} as qr_id, ${scans.ts} as ts, ${scans.id} as id,
        (select count(*)::int from ${conversions} where ${conversions.qrId} = ${scans.qrId}
          and ${conversions.scannedAt} = ${scans.ts} and ${conversions.scanId} = ${scans.id}) as conversions
      from ${scans}
      where ${scans.qrId} = ${code.id} and ${scans.version} >= ${sinceVersion} and ${scans.variant} is not null
        and not ${scans.bot}
    ),
    -- Values per currency from the conversions themselves: one scan may convert in several currencies.
    valued as (
      select k.answered_by, k.variant, ${conversions.currency} as currency, sum(${conversions.value}) as total
      from counted k join ${conversions} on ${conversions.qrId} = k.qr_id and ${conversions.scannedAt} = k.ts
        and ${conversions.scanId} = k.id
      where k.conversions > 0 and ${conversions.currency} is not null
      group by 1, 2, 3
    )
    select answered_by, variant, count(*)::int as scans, count(distinct visitor)::int as scanners,
      sum(conversions)::int as conversions, count(*) filter (where conversions > 0)::int as converted,
      (select json_agg(json_build_object('currency', currency, 'value', total) order by currency) from valued v
        where v.answered_by = g.answered_by and v.variant = g.variant) as value
    from counted g
    group by answered_by, variant
    order by answered_by, variant
  `,
  );
}
