// The analytics figures as CSV: the totals, the time series and each breakdown, one row per figure.

import { csvText } from "@qr/core/csv";
import type { components } from "../app/api-client.ts";

type AnswerFigures = components["schemas"]["Analytics"]["analytics"];
/** A code's analytics figures, as the client library's hook answers them: the series spelled out as buckets. */
export type CodeAnalytics = Omit<AnswerFigures, "timeseries" | "series"> & {
  timeseries: NonNullable<AnswerFigures["timeseries"]>;
};

export function analyticsCsv(slug: string, a: CodeAnalytics): string {
  const rows: (string | number)[][] = [["code", "section", "key", "scans", "unique_scans"]];
  rows.push([slug, "total", "all", a.totalScans, a.uniqueScans], [slug, "total", "bots", a.botScans, ""]);
  for (const bucket of a.timeseries)
    rows.push([slug, `timeseries_${a.interval}`, bucket.start, bucket.scans, bucket.uniqueScans]);
  for (const row of a.scansByDevice) rows.push([slug, "device", row.device, row.scans, ""]);
  for (const row of a.scansByOs) rows.push([slug, "os", row.os, row.scans, ""]);
  for (const row of a.scansByBrowser) rows.push([slug, "browser", row.browser, row.scans, ""]);
  for (const row of a.scansByCountry) rows.push([slug, "country", row.country, row.scans, ""]);
  for (const row of a.scansByRule) rows.push([slug, "rule", row.rule, row.scans, ""]);
  for (const row of a.scansByVersion) rows.push([slug, "version", row.version, row.scans, ""]);
  return csvText(rows);
}

/** Downloads the figures as a CSV file named after the code and the range. */
export function downloadAnalyticsCsv(slug: string, a: CodeAnalytics): void {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([analyticsCsv(slug, a)], { type: "text/csv" }));
  link.download = `analytics-${slug}-${a.from}-${a.to}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}
