// The QR code resource as the API accepts and shows it, built from the rules the service enforces.
import { z } from "@hono/zod-openapi";
import { MAX_DESTINATION_LENGTH } from "@qr/core/destination";
import {
  METADATA_KEY_MAX_LENGTH,
  METADATA_KEY_PATTERN,
  METADATA_LIMIT_RULE,
  METADATA_MAX_BYTES,
  METADATA_MAX_KEYS,
  METADATA_STRING_MAX_LENGTH,
  metadataWithinLimits,
} from "@qr/core/metadata";
import { SHOWN_QR_STATUSES } from "@qr/core/redirect-record";
import { SLUG_MAX_LENGTH, SLUG_MIN_LENGTH, SLUG_PATTERN, SLUG_RULE } from "@qr/core/slug";
import { ERROR_CORRECTION_LEVELS, EYE_SHAPES, FRAMES, GRADIENTS, LIMITS, MODULE_SHAPES } from "@qr/qr";
import { CAMPAIGN_FIELDS, CAMPAIGN_INPUT_FIELDS } from "../../campaigns/utm/schemas.ts";
import { HexColor, pageOf, pageQuery, Timestamp } from "../../http/openapi/shared-schemas.ts";
import { AccessInput, AccessSchema } from "../content/access.ts";
import { ContentInput, ContentPatch, ContentSchema, ContentType } from "../content/schemas.ts";
import { CodeName, CodeTagSchema, CodeTagsInput } from "../tags/code-tag-schemas.ts";
import { BULK_MAX_ROWS } from "./bulk-rows.ts";
import { ROUTING_INPUT_FIELDS, RuleSchema, ScheduledChangeSchema } from "./routing-schemas.ts";

export const MetadataKey = z
  .string()
  .min(1)
  .max(METADATA_KEY_MAX_LENGTH)
  .regex(METADATA_KEY_PATTERN, "metadata keys use letters, digits, _ . : -");
/** What JSON Schema can state of a metadata object: its key rule and key count (not its byte size). */
const METADATA_SHAPE = {
  propertyNames: {
    type: "string",
    minLength: 1,
    maxLength: METADATA_KEY_MAX_LENGTH,
    pattern: METADATA_KEY_PATTERN.source,
  },
  maxProperties: METADATA_MAX_KEYS,
} as const;
const MetadataValue = z.union([z.string().max(METADATA_STRING_MAX_LENGTH), z.number(), z.boolean()]);

export const MetadataSchema = z
  .record(MetadataKey, MetadataValue)
  .refine(metadataWithinLimits, METADATA_LIMIT_RULE)
  .openapi("Metadata", {
    ...METADATA_SHAPE,
    description: `Free-form key/value pairs (string, number or boolean values); at most ${METADATA_MAX_KEYS} keys and ${METADATA_MAX_BYTES} bytes.`,
    example: { asset_id: "poster-0042" },
  });

export const Background = z.union([HexColor, z.literal("transparent")]);
export const MARGIN_DESCRIPTION = `Quiet zone in modules, ${LIMITS.minMargin}-${LIMITS.maxMargin} (default ${LIMITS.recommendedMargin}).`;

/** The style fields, each optional: stored on a code or a design, or given per request on the image route. */
export const STYLE_FIELDS = {
  fg: HexColor.optional(),
  bg: Background.optional(),
  margin: z
    .number()
    .int()
    .min(LIMITS.minMargin)
    .max(LIMITS.maxMargin)
    .optional()
    .openapi({ description: MARGIN_DESCRIPTION }),
  ecl: z.enum(ERROR_CORRECTION_LEVELS).optional().openapi({
    description: "Error correction L, M, Q or H (default M). A code with a logo always gets H.",
  }),
  module_shape: z.enum(MODULE_SHAPES).optional(),
  eye_shape: z.enum(EYE_SHAPES).optional(),
  gradient: z.enum(GRADIENTS).optional().openapi({
    description: "A gradient over the dark modules, from `fg` to `gradient_to` (default none).",
  }),
  gradient_to: HexColor.optional().openapi({
    description: "The gradient's end colour; it must contrast with bg as fg does.",
  }),
  gradient_angle: z.number().int().min(0).max(359).optional().openapi({
    description: "A linear gradient's direction in degrees, clockwise from left-to-right (default 45).",
  }),
  frame: z.enum(FRAMES).optional().openapi({
    description:
      "`label` (text under the code), `banner` (text on a band under it), `box` (a border with the band inside); default none.",
  }),
  frame_text: z
    .string()
    .max(LIMITS.frameTextMaxLength)
    .optional()
    .openapi({
      description: `The call to action, up to ${LIMITS.frameTextMaxLength} characters of Latin script, drawn as outlines (it looks the same everywhere).`,
      example: "Scan for the menu",
    }),
  frame_color: HexColor.nullable()
    .optional()
    .openapi({ description: "The frame's colour; null or absent: fg." }),
  logo_id: z.string().max(64).nullable().optional().openapi({
    description: "A logo uploaded with `POST /logos`, drawn in the centre (null: none).",
  }),
  logo_size: z
    .number()
    .min(LIMITS.minLogoSize)
    .max(LIMITS.maxLogoSize)
    .optional()
    .openapi({
      description: `The logo's side as a share of the code's side, ${LIMITS.minLogoSize}-${LIMITS.maxLogoSize} (default 0.2): the largest every reader was shown to decode.`,
    }),
};

export const StyleSchema = z.strictObject(STYLE_FIELDS).openapi("Style", {
  description: "Image defaults for this code; query parameters of the image route override them.",
});

export const Url = z
  .string()
  .min(1)
  .max(MAX_DESTINATION_LENGTH, `url must be at most ${MAX_DESTINATION_LENGTH} characters`)
  .openapi({ example: "https://example.com/menu", description: "An http(s) URL on a public host." });
const Slug = z
  .string()
  .min(SLUG_MIN_LENGTH, `slug must be ${SLUG_RULE}`)
  .max(SLUG_MAX_LENGTH, `slug must be ${SLUG_RULE}`)
  .regex(SLUG_PATTERN, `slug must be ${SLUG_RULE}`)
  .openapi({ example: "spring-menu" });
const Status = z.enum(SHOWN_QR_STATUSES);

export const QrCodeSchema = z
  .object({
    id: z.string().openapi({ example: "qr_01jd6m3q2x8f7k0v9w4c5b1n2z" }),
    team_id: z.string(),
    type: ContentType,
    url: z.string().openapi({
      description:
        "Where a scan goes: the destination of a `url` code, the fallback of an `app` code, the code's own page (its short URL) for a page type, and the short URL for `wifi`, whose QR holds the network instead.",
    }),
    content: ContentSchema,
    access: AccessSchema,
    qr_content: z.string().openapi({
      description:
        "What the printed QR holds: the short URL, or for `wifi` the network itself (`WIFI:T:WPA;S:…;P:…;;`).",
    }),
    domain: z.string().openapi({
      example: "go.brand.com",
      description:
        "The hostname the code prints: a branded domain of the team, or the service's own scan host. Never changes.",
    }),
    slug: z.string(),
    name: z.string().nullable().openapi({
      example: "Spring menu — Table 7",
      description: "What people call the code (null: none; show the slug).",
    }),
    tags: z.array(CodeTagSchema).openapi({ description: "The team's tags on the code, by name." }),
    short_url: z.string().openapi({ example: "https://go.brand.com/spring-menu" }),
    metadata: z.record(z.string(), MetadataValue),
    style: StyleSchema,
    design_id: z.string().nullable().openapi({
      description:
        "The saved design the image starts from (null: the team's default design, if any); `style` overrides its fields.",
    }),
    folder_id: z.string().nullable().openapi({
      description:
        "The folder the code lives in (null: none); its access decides who sees and changes the code. `POST /qr/move` moves it.",
    }),
    status: Status,
    forward_query: z.boolean(),
    rules: z
      .array(RuleSchema)
      .openapi({ description: "Routing rules, in order: the first match answers a scan." }),
    starts_at: Timestamp.nullable(),
    expires_at: Timestamp.nullable(),
    fallback_url: z.string().nullable(),
    max_scans: z.int().nullable(),
    scans_capped: z.boolean().openapi({
      description:
        "The scan cap was reached: scans get `fallback_url` (or 410) until the cap is raised or cleared.",
    }),
    flagged_reason: z.string().nullable().openapi({
      description:
        "Set when a URL of the code became known to be unsafe after the code was made (Google Web Risk reports it, it was reported to us, or its host is blocked for abuse): scans get a warning page (403) instead of the destination until the block is lifted or the code leads elsewhere. Null for a code in good standing.",
    }),
    taken_down_reason: z.string().nullable().openapi({
      description:
        "Set when our team disabled the code after a report of abuse: its status is `disabled`, scans get a 410 page saying so, and it cannot be turned back on from a team (`code_taken_down`). Null otherwise.",
    }),
    ...CAMPAIGN_FIELDS,
    version: z.int().openapi({
      description: "Grows with every change of what scans get; `GET /qr/{id}/versions` lists them.",
    }),
    schedule: z
      .array(ScheduledChangeSchema)
      .openapi({ description: "Pending scheduled changes, soonest first." }),
    created_at: Timestamp,
    updated_at: Timestamp,
    warnings: z
      .array(z.string())
      .optional()
      .openapi({ description: "On create and update: style choices that may not scan everywhere." }),
    effective_by: Timestamp.optional().openapi({
      description:
        "On an update that changes what scans get (url, status, forward_query, rules, validity, cap): the instant by which every edge answers with it.",
    }),
    scans_7d: z.int().nonnegative().optional().openapi({
      description:
        "With `include=scans_7d` on the list: scans of the last 7 UTC days, today included, bots left out.",
    }),
  })
  .openapi("QrCode");

export const CreateQrCodeSchema = z
  .strictObject({
    type: ContentType.optional().openapi({ description: "What the code is for (default `url`)." }),
    url: Url.optional().openapi({
      description: "The destination: required for `url` codes, not for other types.",
    }),
    content: ContentInput.optional(),
    access: AccessInput.optional(),
    name: CodeName.optional(),
    tags: CodeTagsInput.optional(),
    team_id: z.string().max(64).optional().openapi({ description: "Must be the API key's team when given." }),
    metadata: MetadataSchema.optional(),
    slug: Slug.optional().openapi({
      description: `A custom slug (${SLUG_RULE}; a few words such as \`api\` are reserved); random when omitted. Unique per domain.`,
    }),
    domain: z.string().max(1024).nullable().optional().openapi({
      example: "go.brand.com",
      description:
        "The hostname the code prints, for ever: a verified domain of the team (`GET /domains`). Omitted: the team's default domain, else the service's own; null (or the service's own scan host): the service's own.",
    }),
    style: StyleSchema.optional(),
    design_id: z
      .string()
      .max(64)
      .optional()
      .openapi({ description: "A saved design of the team to draw the image with." }),
    folder_id: z.string().max(64).nullable().optional().openapi({
      description:
        "The folder the code goes in (needs `editor` access to it); omitted or null: none. A key limited to one folder puts it there; one limited to several must name one.",
    }),
    forward_query: z.boolean().optional().openapi({
      description: "Append the scanner's query parameters to the destination (stored parameters win).",
    }),
    ...ROUTING_INPUT_FIELDS,
    ...CAMPAIGN_INPUT_FIELDS,
  })
  // The union by `type`, as JSON Schema states it: a url code (no type, or "url") has a url and no content; every
  // other type has its content and no url.
  .openapi("CreateQrCode", {
    if: { properties: { type: { not: { const: "url" } } }, required: ["type"] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then/else, never awaited
    then: { required: ["content"], not: { required: ["url"] } },
    else: { required: ["url"], not: { required: ["content"] } },
  } as Record<string, unknown>);

/** What a change may set: PATCH /qr/{id} and each row of PATCH /qr/bulk take the same fields. */
const UPDATE_FIELDS = {
  url: Url.optional().openapi({ description: "Only for `url` codes; other types change their `content`." }),
  content: ContentPatch.optional(),
  access: AccessInput.optional(),
  name: CodeName.nullable().optional().openapi({ description: "null: no name (the slug is shown)." }),
  tags: CodeTagsInput.optional(),
  add_tags: CodeTagsInput.optional().openapi({
    description: "Tags to put on the code beside its own (ids or names); not with `tags`.",
  }),
  remove_tags: CodeTagsInput.optional().openapi({
    description:
      "Tags to take off the code (ids or names; one it does not have is ignored); not with `tags`.",
  }),
  metadata: z
    .record(MetadataKey, MetadataValue.nullable())
    .optional()
    .openapi({
      ...METADATA_SHAPE,
      maxProperties: undefined,
      description: "Merged into the stored metadata; a null value removes that key.",
    }),
  status: Status.optional(),
  style: StyleSchema.optional().openapi({ description: "Replaces the stored style." }),
  design_id: z
    .string()
    .max(64)
    .nullable()
    .optional()
    .openapi({ description: "A saved design of the team; null: none (the team default applies)." }),
  forward_query: z.boolean().optional(),
  ...ROUTING_INPUT_FIELDS,
  ...CAMPAIGN_INPUT_FIELDS,
  keep_variant: z.int().min(0).max(4).optional().openapi({
    description:
      "Ends the code's A/B split by keeping one variant, by its index in `variants` counted from 0 (the first variant is 0): its url becomes the code's `url` and `variants` goes. Its results stay readable. Sent without `url` and `variants`.",
  }),
};

/** `tags` replaces a code's tags; `add_tags` and `remove_tags` change them: one or the other. */
const oneWayToTag = (body: { tags?: unknown; add_tags?: unknown; remove_tags?: unknown }) =>
  body.tags === undefined || (body.add_tags === undefined && body.remove_tags === undefined);
const ONE_WAY_TO_TAG = { message: "send tags, or add_tags and remove_tags, not both", path: ["tags"] };

export const UpdateQrCodeSchema = z
  .strictObject(UPDATE_FIELDS)
  .refine((body) => Object.keys(body).length > 0, "send at least one field to change")
  .refine(oneWayToTag, ONE_WAY_TO_TAG)
  .openapi("UpdateQrCode", { minProperties: 1 });

export const BulkUpdateRowSchema = z
  .strictObject({
    match: z
      .union([z.string().min(1).max(METADATA_STRING_MAX_LENGTH), z.number()])
      .openapi({ description: "The code's id, or its value of the `match_by` metadata key." }),
    ...UPDATE_FIELDS,
  })
  .refine((row) => Object.keys(row).length > 1, "send at least one field to change besides match")
  .refine(oneWayToTag, ONE_WAY_TO_TAG)
  .openapi("BulkUpdateRow");

export const CODE_SORTS = ["-created", "created", "name", "-scans_7d"] as const;
const MAX_TAG_FILTERS = 20;

export const ListQrCodesQuerySchema = z.object({
  ...pageQuery(20),
  team_id: z.string().max(64).optional().openapi({
    description: "The team whose codes to list: an API key's own team; with a session, one of the person's.",
  }),
  status: Status.optional(),
  type: ContentType.optional().openapi({ description: "Only codes of this type." }),
  search: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .openapi({ description: "Substring of the name, URL or slug (any case)." }),
  tag: z
    .union([z.string().min(1).max(64), z.array(z.string().min(1).max(64)).min(1).max(MAX_TAG_FILTERS)])
    .optional()
    .transform((tag) => (tag === undefined ? undefined : [tag].flat()))
    .openapi({
      description: `Only codes with any of these tags, each by id or by name in any case; repeat the parameter for several (at most ${MAX_TAG_FILTERS}).`,
      type: "array",
      items: { type: "string" },
    }),
  sort: z.enum(CODE_SORTS).default("-created").openapi({
    description:
      "`-created` (newest first, the default), `created`, `name` (named codes A–Z, then the rest), `-scans_7d` (most scanned in the last 7 days; needs `analytics:read`).",
  }),
  metadata_key: MetadataKey.optional(),
  metadata_value: z
    .string()
    .max(METADATA_STRING_MAX_LENGTH)
    .optional()
    .openapi({ description: "With metadata_key: exact value match." }),
  bulk_id: z.string().max(64).optional().openapi({
    description: "Only the codes one bulk create made (its report's `bulk_id`).",
  }),
  folder: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .transform((folder) => (folder === "none" ? null : folder))
    .openapi({ description: "Only the codes in this folder (its id); `none`: the codes in no folder." }),
  campaign: z.string().min(1).max(200).optional().openapi({
    description: "Only the codes whose UTM campaign (`utm.campaign`) is this.",
  }),
  domain: z.string().min(1).max(1024).optional().openapi({
    description: "Only the codes printing this hostname (a branded domain, or the service's own scan host).",
  }),
  include: z.literal("scans_7d").optional().openapi({
    description: "`scans_7d` adds each code's scans of the last 7 days (needs `analytics:read` too).",
  }),
});

export const QrCodeListSchema = pageOf(QrCodeSchema).openapi("QrCodeList");

const BulkMode = z.enum(["all_or_nothing", "partial"]);

export const BulkCreateQrCodesSchema = z
  .strictObject({
    mode: BulkMode.optional().openapi({
      description:
        "`all_or_nothing` (default): nothing is written unless every row is good. `partial`: the good rows are written.",
    }),
    codes: z
      .array(z.unknown())
      .min(1)
      .max(BULK_MAX_ROWS)
      .openapi({
        description: "Up to 1,000 codes, each as `POST /qr` takes it. Each row is checked on its own.",
        type: "array",
        items: { $ref: "#/components/schemas/CreateQrCode" },
      }),
  })
  .openapi("BulkCreateQrCodes");

const MATCH_BY_PATTERN = new RegExp(`^(id|metadata\\.${METADATA_KEY_PATTERN.source.slice(1, -1)})$`);
export const MatchBy = z
  .string()
  .max(METADATA_KEY_MAX_LENGTH + 9)
  .regex(MATCH_BY_PATTERN, "match_by is id or metadata.<key>")
  .openapi({
    description:
      "How each row names its code: `id` (default), or `metadata.<key>` for the code whose metadata has that value at that key (it must be the only one).",
    example: "metadata.asset_id",
  });

export const BulkUpdateQrCodesSchema = z
  .strictObject({
    mode: BulkMode.optional().openapi({
      description:
        "`all_or_nothing` (default): nothing is written unless every row is good. `partial`: the good rows are written.",
    }),
    match_by: MatchBy.optional(),
    updates: z
      .array(z.unknown())
      .min(1)
      .max(BULK_MAX_ROWS)
      .openapi({
        description: "Up to 1,000 changes, each checked on its own.",
        type: "array",
        items: { $ref: "#/components/schemas/BulkUpdateRow" },
      }),
  })
  .openapi("BulkUpdateQrCodes");

/** The query of a CSV upload, which has no JSON body to carry these. */
export const BulkCsvQuerySchema = z.object({
  mode: BulkMode.optional().openapi({
    description: "For a CSV upload: `all_or_nothing` (default) or `partial`.",
  }),
  match_by: MatchBy.optional(),
});

const FieldErrorList = z.array(z.object({ path: z.string(), message: z.string() }));
const RowLine = z
  .int()
  .optional()
  .openapi({ description: "For a CSV upload: the line of the file the row starts on." });

export const BulkCreateReportSchema = z
  .object({
    mode: BulkMode,
    bulk_id: z.string().nullable().openapi({
      description:
        "Names the codes this request created (null when it created none): list them with `GET /qr?bulk_id=`, print them with `POST /exports`.",
      example: "bulk_01jd6m3q2x8f7k0v9w4c5b1n2z",
    }),
    created: z.int(),
    failed: z.int(),
    results: z.array(
      z.union([
        z.object({ index: z.int(), line: RowLine, status: z.literal("created"), code: QrCodeSchema }),
        z.object({ index: z.int(), line: RowLine, status: z.literal("failed"), errors: FieldErrorList }),
      ]),
    ),
  })
  .openapi("BulkCreateReport");

export const BulkUpdateReportSchema = z
  .object({
    mode: BulkMode,
    match_by: z.string(),
    updated: z.int(),
    failed: z.int(),
    effective_by: Timestamp.optional().openapi({
      description: "When some row changed what scans get: the instant by which every edge answers with it.",
    }),
    results: z.array(
      z.union([
        z.object({ index: z.int(), line: RowLine, status: z.literal("updated"), code: QrCodeSchema }),
        z.object({ index: z.int(), line: RowLine, status: z.literal("failed"), errors: FieldErrorList }),
      ]),
    ),
  })
  .openapi("BulkUpdateReport");

export const BulkDeleteQrCodesSchema = z
  .strictObject({
    ids: z
      .array(z.string().min(1).max(64))
      .min(1)
      .max(BULK_MAX_ROWS)
      .openapi({ description: "Up to 1,000 ids of the team's codes." }),
  })
  .openapi("BulkDeleteQrCodes");

export const BulkDeleteReportSchema = z
  .object({
    deleted: z.int(),
    failed: z.int(),
    results: z.array(
      z.union([
        z.object({ index: z.int(), id: z.string(), status: z.literal("deleted") }),
        z.object({ index: z.int(), id: z.string(), status: z.literal("failed"), errors: FieldErrorList }),
      ]),
    ),
  })
  .openapi("BulkDeleteReport");
