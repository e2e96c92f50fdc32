// Conversions as the API takes and shows them, and a code's A/B results.
import { z } from "@hono/zod-openapi";
import { isCurrency } from "@qr/core/currencies";
import { isOneLine, Timestamp } from "../../http/openapi/shared-schemas.ts";

export const MAX_CONVERSION_VALUE = 1_000_000_000_000;

const PlainText = (max: number) =>
  z.string().min(1).max(max).refine(isOneLine, "control characters are not allowed");

export const ReportConversionSchema = z
  .strictObject({
    scan_id: z.string().min(1).max(200).openapi({
      description: "The `qr_sid` query parameter the scan brought to your site, as it came.",
      example:
        "qr_01jd6m3q2x8f7k0v9w4c5b1n2z.6f1c2b0e9d8a4c3b8e7f6a5d4c3b2a19.m3x8f7k0.Xq3vJ8l2nYp0aZc4b6d8fg",
    }),
    name: PlainText(100).openapi({ description: "What happened.", example: "signup" }),
    value: z.number().min(0).max(MAX_CONVERSION_VALUE).optional().openapi({
      description: "What it was worth, in `currency`.",
      example: 49.9,
    }),
    currency: z
      .string()
      .refine(
        isCurrency,
        "currency is an ISO 4217 currency code in capitals, such as EUR (XXX, XTS and metals are no money)",
      )
      .optional()
      .openapi({
        description: "The ISO 4217 currency of `value`, in capitals. Required with `value`.",
        pattern: "^[A-Z]{3}$",
        maxLength: 3,
        example: "EUR",
      }),
    external_id: PlainText(200).optional().openapi({
      description:
        "Your id of the conversion (an order number): a report with an id already reported answers the first one (200), so retries never count twice. Without it, a scan counts once per `name`.",
      example: "order-1042",
    }),
  })
  .refine((body) => body.value === undefined || body.currency !== undefined, {
    message: "a value needs its currency",
    path: ["currency"],
  })
  .openapi("ReportConversion", { dependentRequired: { value: ["currency"] } } as Record<string, unknown>);

export const ConversionSchema = z
  .object({
    id: z.string().openapi({ example: "cv_01jd6m3q2x8f7k0v9w4c5b1n2z" }),
    qr_id: z.string(),
    scan_id: z.string().openapi({ description: "The scan's id, as `GET /qr/{id}/scans` shows it." }),
    scanned_at: Timestamp,
    name: z.string(),
    value: z.number().nullable(),
    currency: z.string().nullable(),
    external_id: z.string().nullable(),
    created_at: Timestamp,
  })
  .openapi("Conversion");

const IntervalSchema = z.object({ low: z.number(), high: z.number() });

const VariantResultSchema = z
  .object({
    variant: z.int().openapi({ description: "Its index in the split." }),
    url: z.string().nullable().openapi({ description: "Null once the split has ended." }),
    weight: z.int().nullable(),
    scans: z.int(),
    unique_scanners: z.int(),
    conversions: z.int(),
    converted_scans: z.int().openapi({ description: "Scans with at least one conversion." }),
    conversion_rate: z.number().openapi({ description: "converted_scans / scans (0 without scans)." }),
    interval: IntervalSchema.openapi({
      description: "The conversion rate's 95% confidence interval (Wilson score).",
    }),
    value: z.array(z.object({ currency: z.string(), value: z.number() })),
    against_first: z
      .object({
        difference: z.number().openapi({ description: "This rate minus the first variant's." }),
        p_value: z.number(),
        significant: z.boolean().openapi({ description: "p < 0.05." }),
      })
      .nullable()
      .openapi({
        description:
          "Two-sided two-proportion z-test (pooled) of this variant's conversion rate against the first variant's; null for the first.",
      }),
  })
  .openapi("VariantResult");

export const AbResultsSchema = z
  .object({
    qr_id: z.string(),
    since_version: z.int().nullable().openapi({
      description: "Scans answered from this version of the code on are counted: the splits' last change.",
    }),
    splits: z.array(
      z.object({
        answered_by: z
          .string()
          .openapi({ description: "`default` for the code's own split, else the rule's id." }),
        running: z.boolean(),
        variants: z.array(VariantResultSchema),
      }),
    ),
  })
  .openapi("AbResults");
