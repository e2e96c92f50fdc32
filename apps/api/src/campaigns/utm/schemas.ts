// A code's campaign fields as the API takes and shows them: an A/B split, UTM parameters (its own or a team
// template's), conversion tracking and the per-scanner limit; and the UTM templates themselves.
import { z } from "@hono/zod-openapi";
import { MAX_VARIANTS, MIN_VARIANTS, UTM_FIELDS } from "@qr/core/campaigns";
import {
  Destination,
  isOneLine,
  Label,
  MAX_ID_LENGTH,
  pageOf,
  Timestamp,
} from "../../http/openapi/shared-schemas.ts";

export const MAX_UTM_VALUE_LENGTH = 200;
export const MAX_SCANS_PER_SCANNER = 1_000_000;

const VariantSchema = z
  .strictObject({
    url: Destination,
    weight: z
      .int()
      .min(1, "a variant's weight is a whole percentage, 1-100")
      .max(100, "a variant's weight is a whole percentage, 1-100")
      .openapi({ description: "The variant's share of the scans, in percent.", example: 50 }),
  })
  .openapi("Variant");

const VARIANTS_DESCRIPTION =
  "An A/B split: each scanner is assigned a variant by its daily visitor hash and the code, so one phone keeps its variant all day. Weights are whole percentages summing to 100.";

const variantList = z
  .array(VariantSchema)
  .min(MIN_VARIANTS, `an A/B split has ${MIN_VARIANTS} to ${MAX_VARIANTS} variants`)
  .max(MAX_VARIANTS, `an A/B split has ${MIN_VARIANTS} to ${MAX_VARIANTS} variants`)
  .refine(
    (variants) => variants.reduce((sum, variant) => sum + variant.weight, 0) === 100,
    "the variants' weights must add up to 100",
  );
const VARIANTS_EXAMPLE = [
  { url: "https://example.com/spring-a", weight: 50 },
  { url: "https://example.com/spring-b", weight: 50 },
];

/** A rule's split. */
export const VariantsSchema = variantList.openapi("Variants", {
  description: VARIANTS_DESCRIPTION,
  example: VARIANTS_EXAMPLE,
});

/** A code's split: null is none (named apart, so the generated types keep the null). */
export const CodeVariants = variantList.nullable().openapi("CodeVariants", {
  description: `${VARIANTS_DESCRIPTION} Null: none.`,
  example: VARIANTS_EXAMPLE,
});

const UtmValue = z
  .string()
  .min(1)
  .max(MAX_UTM_VALUE_LENGTH)
  .refine(isOneLine, "UTM values cannot hold control characters");

const UTM_SHAPE = Object.fromEntries(UTM_FIELDS.map((field) => [field, UtmValue.optional()])) as Record<
  (typeof UTM_FIELDS)[number],
  z.ZodOptional<typeof UtmValue>
>;

export const UtmInput = z
  .strictObject(UTM_SHAPE)
  .refine((utm) => Object.values(utm).some((value) => value !== undefined), "give at least one UTM parameter")
  .nullable()
  .openapi("UtmInput", {
    description:
      "Added to every destination of the code (its url, rules, variants, scheduled changes and fallback) as `utm_source`, `utm_medium`… A parameter the destination already has wins and is never repeated.",
    example: { source: "poster", medium: "qr", campaign: "spring-menu" },
  });

export const UtmSchema = z
  .object({
    source: z.string().optional(),
    medium: z.string().optional(),
    campaign: z.string().optional(),
    term: z.string().optional(),
    content: z.string().optional(),
    template_id: z
      .string()
      .optional()
      .openapi({ description: "The template the parameters were copied from, when one was given." }),
  })
  .nullable()
  .openapi("Utm", { description: "The UTM parameters every destination of the code gets (null: none)." });

/** The campaign fields of a code, on create (null means none) and update (null clears). */
export const CAMPAIGN_INPUT_FIELDS = {
  variants: CodeVariants.optional(),
  utm: UtmInput.optional(),
  utm_template_id: z.string().max(MAX_ID_LENGTH).optional().openapi({
    description:
      "A UTM template of the team: its parameters are copied into `utm` (a later edit of the template does not change the code). Not with `utm`.",
  }),
  track_conversions: z.boolean().optional().openapi({
    description:
      "Off by default. When on, each redirect carries the scan's id to the destination as `qr_sid`, for the site to report a conversion with (`POST /conversions`).",
  }),
  max_scans_per_scanner: z.int().min(1).max(MAX_SCANS_PER_SCANNER).nullable().optional().openapi({
    description:
      "Each scanner (by the daily visitor hash) gets at most this many answers a day; past it, scans get `fallback_url` (or 410), as past `max_scans`.",
  }),
};

/** How a code shows them. */
export const CAMPAIGN_FIELDS = {
  variants: CodeVariants,
  utm: UtmSchema,
  track_conversions: z.boolean(),
  max_scans_per_scanner: z.int().nullable(),
};

export const UtmTemplateSchema = z
  .object({
    id: z.string().openapi({ example: "utm_01jd6m3q2x8f7k0v9w4c5b1n2z" }),
    name: z.string(),
    source: z.string().nullable(),
    medium: z.string().nullable(),
    campaign: z.string().nullable(),
    term: z.string().nullable(),
    content: z.string().nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .openapi("UtmTemplate");

export const UtmTemplateListSchema = pageOf(UtmTemplateSchema).openapi("UtmTemplateList");

const TemplateName = Label(100);

export const CreateUtmTemplateSchema = z
  .strictObject({ name: TemplateName, ...UTM_SHAPE })
  .refine((body) => UTM_FIELDS.some((field) => body[field] !== undefined), "give at least one UTM parameter")
  .openapi("CreateUtmTemplate", { example: { name: "Posters", source: "poster", medium: "qr" } });

export const UpdateUtmTemplateSchema = z
  .strictObject({
    name: TemplateName.optional(),
    ...(Object.fromEntries(UTM_FIELDS.map((field) => [field, UtmValue.nullable().optional()])) as Record<
      (typeof UTM_FIELDS)[number],
      z.ZodOptional<z.ZodNullable<typeof UtmValue>>
    >),
  })
  .refine((body) => Object.keys(body).length > 0, "send at least one field to change")
  .openapi("UpdateUtmTemplate");
