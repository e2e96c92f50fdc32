// The day series read from months' counts by day (decision 24): every day of the range with scans, summed over the
// rows of its month (a campaign has a row per code), none outside the range. Checked against a reading that walks
// the calendar day by day, sharing no arithmetic of offsets with the code under test.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type BucketCounts, dayCounts, type MonthColumns } from "../src/scan-path/analytics/series.ts";

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261129) });

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A month's row as the database answers it: its first day, and counts for each of its days. */
interface MonthRow {
  month: string;
  scans: number[];
  uniques: number[];
}

function columnsOf(rows: MonthRow[], from: string): MonthColumns {
  return [
    rows.map(({ month }) => (Date.parse(month) - Date.parse(from)) / DAY_MS),
    rows.map(({ scans }) => scans),
    rows.map(({ uniques }) => uniques),
  ];
}

/** Each calendar day of the range, the sum of the rows' counts written for that date. */
function readDayByDay(rows: MonthRow[], from: string, to: string): BucketCounts[] {
  const byDate = new Map<string, [scans: number, uniques: number]>();
  for (const row of rows) {
    row.scans.forEach((count, day) => {
      if (count === 0) return;
      const date = dayOf(Date.parse(row.month) + day * DAY_MS);
      const [scans, uniques] = byDate.get(date) ?? [0, 0];
      byDate.set(date, [scans + count, uniques + (row.uniques[day] ?? 0)]);
    });
  }
  const counts: BucketCounts[] = [];
  for (let ms = Date.parse(from), offset = 0; ms <= Date.parse(to); ms += DAY_MS, offset++) {
    const [scans, uniques] = byDate.get(dayOf(ms)) ?? [0, 0];
    if (scans > 0) counts.push([offset, scans, uniques]);
  }
  return counts;
}

const daysInMonth = (month: string) => {
  const date = new Date(`${month}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
};

const monthRow = fc
  .record({ year: fc.integer({ min: 2024, max: 2026 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => `${year}-${String(month).padStart(2, "0")}-01`)
  .chain((month) =>
    fc
      .array(fc.record({ scans: fc.nat({ max: 5 }), uniques: fc.nat({ max: 3 }) }), {
        minLength: daysInMonth(month),
        maxLength: daysInMonth(month),
      })
      .map((days) => ({
        month,
        scans: days.map((d) => d.scans),
        uniques: days.map((d) => Math.min(d.uniques, d.scans)),
      })),
  );

const range = fc
  .tuple(
    fc.integer({ min: Date.parse("2024-01-01"), max: Date.parse("2026-12-31") }),
    fc.integer({ min: 0, max: 500 }),
  )
  .map(([start, length]) => ({ from: dayOf(start), to: dayOf(start + length * DAY_MS) }));

describe("dayCounts", () => {
  it("answers each day of the range with scans, its rows summed, and no day outside it", () => {
    fc.assert(
      fc.property(fc.array(monthRow, { maxLength: 12 }), range, (rows, { from, to }) => {
        // A campaign's rows come ordered by month, a row per code: the same month may come more than once.
        const sorted = [...rows].sort((a, b) => a.month.localeCompare(b.month));
        expect(dayCounts(columnsOf(sorted, from), from, to)).toEqual(readDayByDay(sorted, from, to));
      }),
      { numRuns: 300 },
    );
  });

  it("reads the month a range starts in from the range's first day, and a month past its end not at all", () => {
    const march = { month: "2026-03-01", scans: Array(31).fill(1), uniques: Array(31).fill(1) };
    const april = { month: "2026-04-01", scans: Array(30).fill(2), uniques: Array(30).fill(0) };
    const counts = dayCounts(columnsOf([march, april], "2026-03-30"), "2026-03-30", "2026-04-01");
    expect(counts).toEqual([
      [0, 1, 1],
      [1, 1, 1],
      [2, 2, 0],
    ]);
  });

  it("answers no days for a range of one day with none, and never a day with zero scans", () => {
    const quiet = { month: "2026-11-01", scans: Array(30).fill(0), uniques: Array(30).fill(0) };
    expect(dayCounts(columnsOf([quiet], "2026-11-15"), "2026-11-15", "2026-11-15")).toEqual([]);
    expect(dayCounts([[], [], []], "2026-11-15", "2026-11-15")).toEqual([]);
  });
});
