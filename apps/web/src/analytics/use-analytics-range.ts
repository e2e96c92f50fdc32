// A code's analytics over the range and interval the page shows: today, the last 7, 30 or 90 days, the last 12
// months or chosen dates, by day or by hour; read through the client libraries' hook, as an integrator's dashboard
// would, and refreshed while the page is open. Ranges are whole UTC days: the API's breakdowns are daily, so
// "today" (by the hour, against yesterday) stands where a rolling 24 hours cannot be told exactly.
import { useAnalytics } from "@qrservice/react";
import { useState } from "react";
import { analyticsRequest, dayAgo } from "../app/queries.ts";

export const RANGES = {
  "1": "Today",
  "7": "7 days",
  "30": "30 days",
  "90": "90 days",
  "365": "12 months",
  custom: "Custom",
} as const;
export type Range = keyof typeof RANGES;
export type Interval = "day" | "hour";

/** The most days an hourly series spans (the API's limit). */
export const HOURLY_DAYS = 31;

/** The first and last day of a range. */
export function boundsOf(range: Range, custom: { from: string; to: string }): { from: string; to: string } {
  if (range === "custom") return custom;
  return { from: dayAgo(Number(range) - 1), to: dayAgo(0) };
}

/** How many days a range spans, both ends included. */
export function daysOf(bounds: { from: string; to: string }): number {
  return Math.round((Date.parse(bounds.to) - Date.parse(bounds.from)) / 86_400_000) + 1;
}

/** The period a range is compared with, in words: "yesterday", "the 30 days before", "the 12 months before". */
export function periodBefore(range: Range, bounds: { from: string; to: string }): string {
  if (range === "1") return "yesterday";
  if (range === "365") return "the 12 months before";
  const days = daysOf(bounds);
  return days === 1 ? "the day before" : `the ${days} days before`;
}

export function useAnalyticsRange(codeId: string) {
  const [range, setRangeOnly] = useState<Range>("30");
  const [chosenInterval, setInterval] = useState<Interval>("day");
  const [custom, setCustom] = useState({ from: dayAgo(6), to: dayAgo(0) });
  const bounds = boundsOf(range, custom);
  // A day is read by the hour; a range longer than the API's hourly limit by the day.
  const interval: Interval = range === "1" ? "hour" : daysOf(bounds) > HOURLY_DAYS ? "day" : chosenInterval;
  const analytics = useAnalytics(codeId, analyticsRequest(bounds, interval), {
    keepPrevious: true,
    refetchInterval: 15_000,
  });
  const setRange = (next: Range) => {
    setRangeOnly(next);
    if (next !== "1" && chosenInterval === "hour" && daysOf(boundsOf(next, custom)) > HOURLY_DAYS)
      setInterval("day");
  };
  return {
    range,
    setRange,
    interval,
    setInterval,
    custom,
    setCustom,
    bounds,
    period: periodBefore(range, bounds),
    analytics,
  };
}

export type AnalyticsRange = ReturnType<typeof useAnalyticsRange>;
