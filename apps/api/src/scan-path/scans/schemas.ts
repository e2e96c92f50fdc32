// The raw scan as the API shows it, and the filters of the scan lists and the scans export.
import { z } from "@hono/zod-openapi";
import { Instant, MAX_ID_LENGTH, pageOf, pageQuery, Timestamp } from "../../http/openapi/shared-schemas.ts";

export const DEVICE_CLASSES = ["mobile", "tablet", "desktop", "other"] as const;

/** The filters every scan list and the scans export take (the code's own list has its code already). */
export const scanFilterFields = {
  from: Instant.optional().openapi({
    description: "Scans at or after this instant (a date: its UTC midnight).",
  }),
  to: Instant.optional().openapi({ description: "Scans before this instant." }),
  tag: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .openapi({ description: "Scans of codes with this tag (id or name, in any case)." }),
  domain: z
    .string()
    .min(1)
    .max(253)
    .transform((value) => value.toLowerCase())
    .optional()
    .openapi({ description: "Scans of codes on this hostname (the service's own scan host included)." }),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "a country is its two-letter ISO 3166 code")
    .transform((value) => value.toUpperCase())
    .optional(),
  device: z.enum(DEVICE_CLASSES).optional(),
  bot: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional()
    .openapi({ description: "`false`: people only; `true`: bots only." }),
};

const rangeInOrder = <T extends { from?: Date | undefined; to?: Date | undefined }>(query: T) =>
  !query.from || !query.to || query.from < query.to;
const RANGE_MESSAGE = { message: "from must be before to", path: ["to"] };

export const CodeScansQuerySchema = z
  .object({ ...pageQuery(50), ...scanFilterFields })
  .omit({ tag: true, domain: true })
  .refine(rangeInOrder, RANGE_MESSAGE);

export const TeamScansQuerySchema = z
  .object({
    ...pageQuery(50),
    ...scanFilterFields,
    code: z.string().max(MAX_ID_LENGTH).optional().openapi({ description: "Scans of this code (its id)." }),
  })
  .refine(rangeInOrder, RANGE_MESSAGE);

export const ScanSchema = z
  .object({
    id: z.string(),
    qr_id: z.string(),
    slug: z.string(),
    domain: z.string().openapi({ description: "The hostname the code is printed with." }),
    ts: Timestamp,
    country: z.string().openapi({ description: "ISO 3166 country, or `unknown`." }),
    region: z.string().nullable().openapi({
      description: "The region within the country (ISO 3166-2 subdivision, like `CA`), when known.",
    }),
    colo: z.string().nullable(),
    device: z.string(),
    os: z.string(),
    browser: z.string(),
    ua: z.string(),
    referer_host: z.string().nullable(),
    lang: z.string().nullable(),
    visitor: z.string().openapi({
      description:
        "Pseudonymous: HMAC of IP and user agent under a key that changes every UTC day. Never an IP.",
    }),
    bot: z.boolean(),
    answered_by: z.string().nullable().openapi({
      description:
        "The rule id that answered, `default` or `fallback`; null for scans from before routing rules.",
    }),
    version: z.int().nullable().openapi({ description: "The version of the code's routing that answered." }),
    destination: z.string().nullable().openapi({
      description:
        "Where the answer sent the scan: the code's url, its fallback, the matched rule's, or the URL of the split's variant that answered (before the UTM parameters, the scan id and any forwarded query the edge adds). Null when the history does not know it.",
    }),
    variant: z
      .object({
        index: z.int().openapi({ description: "The variant's index in the split's `variants`, from 0." }),
        url: z.string().nullable().openapi({ description: "The variant's URL, as `destination`." }),
      })
      .nullable()
      .openapi({
        description:
          "The variant of an A/B split that answered (the code's own split for `answered_by: default`, else the answering rule's); null when no split did.",
      }),
  })
  .openapi("Scan");

export const ScanListSchema = pageOf(ScanSchema).openapi("ScanList");
