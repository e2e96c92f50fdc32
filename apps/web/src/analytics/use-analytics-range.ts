// A code's analytics over the range and interval the page shows: the last 7, 30 or 90 days, all time or chosen
// dates, by day or by hour; read through the client libraries' hook, as an integrator's dashboard would, and
// refreshed while the page is open.
import { useAnalytics } from "@qrservice/react";
import { useState } from "react";
import { analyticsRequest, dayAgo } from "../app/queries.ts";

export const RANGES = {
  "7": "Last 7 days",
  "30": "Last 30 days",
  "90": "Last 90 days",
  all: "All time",
  custom: "Custom",
} as const;
export type Range = keyof typeof RANGES;
export type Interval = "day" | "hour";

/** The first and last day of a range (none: all time). */
export function boundsOf(range: Range, custom: { from: string; to: string }): { from?: string; to?: string } {
  if (range === "all") return {};
  if (range === "custom") return custom;
  return { from: dayAgo(Number(range) - 1), to: dayAgo(0) };
}

export function useAnalyticsRange(codeId: string) {
  const [range, setRange] = useState<Range>("30");
  const [interval, setInterval] = useState<Interval>("day");
  const [custom, setCustom] = useState({ from: dayAgo(6), to: dayAgo(0) });
  const analytics = useAnalytics(codeId, analyticsRequest(boundsOf(range, custom), interval), {
    keepPrevious: true,
    refetchInterval: 15_000,
  });
  return { range, setRange, interval, setInterval, custom, setCustom, analytics };
}

export type AnalyticsRange = ReturnType<typeof useAnalyticsRange>;
