// A code's smart-destination fields as the API takes and shows them: routing rules, validity, the scan cap and its
// pending scheduled changes. The edge form they compile to is @qr/core/routing.
import { z } from "@hono/zod-openapi";
import { isKnownTimeZone } from "@qr/core/local-time";
import { DEFAULT_ANSWER, DEVICE_TYPES, FALLBACK_ANSWER, OPERATING_SYSTEMS } from "@qr/core/routing";
import { MAX_RULES, WEEKDAYS } from "@qr/core/routing-rules";
import { VariantsSchema } from "../../campaigns/utm/schemas.ts";
import { Destination, Timestamp } from "../../http/openapi/shared-schemas.ts";

export const RULE_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,31}$/;
const RESERVED_RULE_IDS = new Set([DEFAULT_ANSWER, FALLBACK_ANSWER]);
export const MAX_SCANS_LIMIT = 1_000_000_000_000;

const ClockTime = (last: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "a time of day is HH:MM, 00:00-24:00")
    .openapi({ example: last });

const TimeWindowSchema = z
  .strictObject({
    time_zone: z
      .string()
      .max(64)
      .regex(
        /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/,
        "time_zone is an IANA zone such as Europe/Paris",
      )
      .refine(isKnownTimeZone, "time_zone is not a known IANA time zone")
      .openapi({ example: "Europe/Paris" }),
    days: z
      .array(z.enum(WEEKDAYS))
      .min(1)
      .max(7)
      .optional()
      .openapi({ description: "The weekdays the window opens on; every day when absent." }),
    from: ClockTime("09:00")
      .optional()
      .openapi({ description: "Local opening time, HH:MM (default 00:00)." }),
    to: ClockTime("17:30").optional().openapi({
      description:
        "Local closing time, HH:MM (default 24:00), not included. Earlier than `from`: the window runs past midnight into the next day.",
    }),
  })
  .refine((window) => (window.from ?? "00:00") !== (window.to ?? "24:00") && window.from !== "24:00", {
    message: "the window is empty: from and to must differ, and from cannot be 24:00",
    path: ["to"],
  })
  .openapi("TimeWindow", {
    description: "Local time in `time_zone`, daylight saving included.",
  });

const ConditionsSchema = z
  .strictObject({
    countries: z
      .array(
        z
          .string()
          .regex(/^[A-Za-z]{2}$/, "a country is an ISO 3166-1 alpha-2 code such as DE")
          .transform((code) => code.toUpperCase()),
      )
      .min(1)
      .max(100)
      .optional()
      .openapi({
        description: "The scanner's country (Cloudflare's geolocation), any of these.",
        example: ["DE", "AT"],
      }),
    devices: z
      .array(z.enum(DEVICE_TYPES))
      .min(1)
      .optional()
      .openapi({ description: "Any of these device types." }),
    os: z
      .array(z.enum(OPERATING_SYSTEMS))
      .min(1)
      .optional()
      .openapi({ description: "Any of these systems." }),
    languages: z
      .array(
        z
          .string()
          .max(35)
          .regex(/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/, "a language is a tag such as fr or pt-BR")
          .transform((tag) => tag.toLowerCase()),
      )
      .min(1)
      .max(50)
      .optional()
      .openapi({
        description:
          "The scanner's preferred language (the first choice of Accept-Language). `fr` matches fr-CA too; `fr-ca` matches only fr-CA.",
        example: ["fr"],
      }),
    time: TimeWindowSchema.optional(),
  })
  .refine((when) => Object.values(when).some((value) => value !== undefined), {
    message: "a rule needs at least one condition (the code's url already answers every other scan)",
  })
  .openapi("RuleConditions", {
    description: "Every condition given must hold; a list holds when any value matches.",
  });

export const RuleSchema = z
  .strictObject({
    id: z
      .string()
      .regex(RULE_ID_PATTERN, "a rule id is 1-32 of a-z 0-9 _ - starting with a letter or digit")
      .refine((id) => !RESERVED_RULE_IDS.has(id), "default and fallback are reserved rule ids")
      .optional()
      .openapi({
        description:
          "Stable name in analytics (`scansByRule`); generated when absent. Unique within the code.",
        example: "germany-mobile",
      }),
    name: z
      .string()
      .max(80)
      .optional()
      .openapi({ description: "A label for people.", example: "Germany, phones" }),
    url: Destination,
    variants: VariantsSchema.optional().openapi({
      description: "An A/B split of the rule's scans: they go to these instead of `url`.",
    }),
    when: ConditionsSchema,
  })
  .openapi("Rule");

export const RulesSchema = z
  .array(RuleSchema)
  .max(MAX_RULES, `at most ${MAX_RULES} rules`)
  .openapi({
    description: `Ordered routing rules (at most ${MAX_RULES}): the first that matches a scan answers it; none: \`url\`.`,
  });

/** The smart-destination fields of a code, on create (null means none) and update (null clears). */
export const ROUTING_INPUT_FIELDS = {
  rules: RulesSchema.optional(),
  starts_at: Timestamp.nullable()
    .optional()
    .openapi({ description: "Scans before this instant get `fallback_url` (or the 410 page)." }),
  expires_at: Timestamp.nullable()
    .optional()
    .openapi({ description: "Scans from this instant on get `fallback_url` (or the 410 page)." }),
  fallback_url: Destination.nullable().optional().openapi({
    description:
      "What scans get before `starts_at`, after `expires_at` or past `max_scans`; null: the 410 page.",
  }),
  max_scans: z.number().int().min(1).max(MAX_SCANS_LIMIT).nullable().optional().openapi({
    description:
      "Scan cap: once this many scans (bots and fallback answers not counted) are recorded, scans get `fallback_url` (or 410). See `scans_capped`.",
  }),
};

export const ActorSchema = z
  .object({
    kind: z.enum(["user", "key", "system"]),
    id: z.string().optional().openapi({ description: "The user or API key; absent for the service itself." }),
  })
  .openapi("Actor");

export const ScheduledChangeSchema = z
  .object({
    id: z.string(),
    at: Timestamp,
    url: z.string().optional(),
    rules: z.array(RuleSchema).optional(),
    created_by: ActorSchema,
    created_at: Timestamp,
  })
  .openapi("ScheduledChange");
