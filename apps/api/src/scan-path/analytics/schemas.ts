// Analytics and raw scans of a QR code as the API accepts and shows them.
import { z } from "@hono/zod-openapi";
import { EARLIEST_INSTANT, LATEST_INSTANT } from "@qr/core/storable";
import { MAX_RANGE_DAYS, TOP_CODES } from "./read-analytics.ts";
import { ANALYTICS_INTERVALS, SERIES_FORMS } from "./series.ts";

const day = (instant: number) => new Date(instant).toISOString().slice(0, 10);
const IsoDate = z.iso.date().openapi({ example: "2026-11-01" });
const Interval = z.enum(ANALYTICS_INTERVALS);

export const AnalyticsQuerySchema = z.object({
  from: IsoDate.optional().openapi({
    description:
      "First UTC day included; default: the day the code was created, or the earliest day the interval's longest range allows.",
  }),
  to: IsoDate.optional().openapi({ description: "Last UTC day included; default: today." }),
  compare: z.literal("previous").optional().openapi({
    description:
      "`previous` adds `previous`: the totals of the period of the same length that ends the day before `from`.",
  }),
  series: z.enum(SERIES_FORMS).default("buckets").openapi({
    description:
      "`buckets`: `timeseries`, one object per day or hour of the range. `compact`: `series` instead, only the buckets with scans (`[offset, scans, uniqueScans]`), which stays small over a long range; the client libraries expand it.",
  }),
  interval: Interval.default("day").openapi({
    description: `Time series bucket. A range spans at most ${MAX_RANGE_DAYS.day} days with \`day\` and ${MAX_RANGE_DAYS.hour} with \`hour\` (422 past that); dates run from ${day(EARLIEST_INSTANT)} to ${day(LATEST_INSTANT)}.`,
  }),
});

export const TeamAnalyticsQuerySchema = AnalyticsQuerySchema.extend({
  campaign: z.string().min(1).max(200).optional().openapi({
    description:
      "Only the team's codes whose UTM campaign (`utm.campaign`) is this; unique scans are then the sum of each code's.",
  }),
});

const countsBy = <K extends string>(key: K) =>
  z.array(
    z.object({ [key]: z.string(), scans: z.number().int() } as Record<K, z.ZodString> & {
      scans: z.ZodNumber;
    }),
  );

const ANALYTICS_FIELDS = {
  totalScans: z.number().int().openapi({ description: "Scans by people (bots excluded) in the range." }),
  scansByDevice: countsBy("device").openapi({
    description: "mobile, tablet, desktop, other; most scans first.",
  }),
  scansByCountry: countsBy("country").openapi({
    description: "ISO 3166 alpha-2, or `unknown`; most scans first.",
  }),
  uniqueScans: z
    .number()
    .int()
    .openapi({ description: "Distinct visitors per UTC day, summed over the range." }),
  botScans: z.number().int(),
  scansByOs: countsBy("os"),
  scansByBrowser: countsBy("browser"),
  scansByRule: countsBy("rule").openapi({
    description:
      "Scans by what answered them: a routing rule's id, `default` (the code's url) or `fallback` (outside the validity window or past the cap).",
  }),
  scansByVersion: z.array(z.object({ version: z.number().int(), scans: z.number().int() })).openapi({
    description: "Scans by the version of the code's routing that answered them (`GET /qr/{id}/versions`).",
  }),
  timeseries: z
    .array(z.object({ start: z.string(), scans: z.number().int(), uniqueScans: z.number().int() }))
    .optional()
    .openapi({
      description:
        "One bucket per day or hour of the range, zeros included (with `series=buckets`, the default).",
    }),
  series: z
    .object({
      start: z.string().openapi({ description: "The first bucket's start (UTC)." }),
      interval: Interval,
      buckets: z.number().int().openapi({ description: "How many buckets the range has." }),
      counts: z.array(z.tuple([z.number().int(), z.number().int(), z.number().int()])).openapi({
        description:
          "The buckets with scans, in order, each `[offset, scans, uniqueScans]`: its index from `start` in days or hours. A bucket not listed had no scans.",
        example: [
          [0, 12, 9],
          [3, 4, 4],
        ],
      }),
    })
    .optional()
    .openapi({ description: "With `series=compact`: the time series without its empty buckets." }),
  conversions: z
    .object({
      total: z.number().int(),
      value: z.array(z.object({ currency: z.string(), value: z.number() })),
    })
    .openapi({
      description:
        "Conversions reported for the range's scans (`POST /conversions`), and their value per currency.",
    }),
  from: z.string(),
  to: z.string(),
  interval: Interval,
  previous: z
    .object({
      from: z.string(),
      to: z.string(),
      totalScans: z.number().int(),
      uniqueScans: z.number().int(),
    })
    .optional()
    .openapi({ description: "With `compare=previous`: the period just before, as long as this one." }),
};

export const AnalyticsSchema = z.object({ analytics: z.object(ANALYTICS_FIELDS) }).openapi("Analytics");

export const TeamAnalyticsSchema = z
  .object({
    analytics: z.object({
      ...ANALYTICS_FIELDS,
      topCodes: z
        .array(
          z.object({
            id: z.string(),
            name: z.string().nullable(),
            slug: z.string(),
            short_url: z.string(),
            scans: z.number().int(),
          }),
        )
        .openapi({ description: `The team's most scanned live codes of the range (at most ${TOP_CODES}).` }),
    }),
  })
  .openapi("TeamAnalytics");
