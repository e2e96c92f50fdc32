// The zod schemas that validate requests and describe responses; the OpenAPI document is generated
// from these same schemas.
import { z } from "@hono/zod-openapi";
import { PERMISSIONS, PRESETS } from "@qr/core/permissions";

export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    request_id: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .openapi("Problem", { description: "RFC 9457 problem details; every error has this shape." });

const METADATA_MAX_KEYS = 50;
const METADATA_MAX_BYTES = 4096;
const MetadataKey = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_.:-]+$/, "metadata keys use letters, digits, _ . : -");
const MetadataValue = z.union([z.string().max(500), z.number(), z.boolean()]);

export function metadataWithinLimits(metadata: Record<string, unknown>): boolean {
  return (
    Object.keys(metadata).length <= METADATA_MAX_KEYS &&
    new TextEncoder().encode(JSON.stringify(metadata)).length <= METADATA_MAX_BYTES
  );
}
const METADATA_LIMIT_MESSAGE = `metadata holds at most ${METADATA_MAX_KEYS} keys and ${METADATA_MAX_BYTES} bytes`;

export const MetadataSchema = z
  .record(MetadataKey, MetadataValue)
  .refine(metadataWithinLimits, METADATA_LIMIT_MESSAGE)
  .openapi("Metadata", {
    description: `Free-form key/value pairs (string, number or boolean values); at most ${METADATA_MAX_KEYS} keys and ${METADATA_MAX_BYTES} bytes.`,
    example: { asset_id: "poster-0042" },
  });

const HexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "a colour is #rrggbb")
  .transform((value) => value.toLowerCase());
export const StyleSchema = z
  .strictObject({
    fg: HexColor.optional(),
    bg: z.union([HexColor, z.literal("transparent")]).optional(),
    margin: z.number().int().min(0).max(20).optional(),
    ecl: z.enum(["L", "M", "Q", "H"]).optional(),
    module_shape: z.enum(["square", "rounded", "dots"]).optional(),
    eye_shape: z.enum(["square", "rounded"]).optional(),
  })
  .openapi("Style", {
    description: "Image defaults for this code; query parameters of the image route override them.",
  });

const Url = z.string().min(1).max(4096).openapi({ example: "https://example.com/menu" });
const Slug = z.string().min(1).max(64).openapi({ example: "spring-menu" });

export const QrCodeSchema = z
  .object({
    id: z.string().openapi({ example: "qr_01jd6m3q2x8f7k0v9w4c5b1n2z" }),
    team_id: z.string(),
    url: z.string(),
    slug: z.string(),
    short_url: z.string().openapi({ example: "https://qr.example.net/spring-menu" }),
    metadata: z.record(z.string(), MetadataValue),
    style: StyleSchema,
    status: z.enum(["active", "disabled"]),
    forward_query: z.boolean(),
    created_at: z.string().openapi({ format: "date-time" }),
    updated_at: z.string().openapi({ format: "date-time" }),
    warnings: z
      .array(z.string())
      .optional()
      .openapi({ description: "On create and update: style choices that may not scan everywhere." }),
  })
  .openapi("QrCode");

export const CreateQrCodeSchema = z
  .strictObject({
    url: Url,
    team_id: z.string().max(64).optional().openapi({ description: "Must be the API key's team when given." }),
    metadata: MetadataSchema.optional(),
    slug: Slug.optional().openapi({
      description: "A custom slug (3-64 characters: letters, digits, - and _); random when omitted.",
    }),
    style: StyleSchema.optional(),
    forward_query: z.boolean().optional().openapi({
      description: "Append the scanner's query parameters to the destination (stored parameters win).",
    }),
  })
  .openapi("CreateQrCode");

export const UpdateQrCodeSchema = z
  .strictObject({
    url: Url.optional(),
    metadata: z
      .record(MetadataKey, MetadataValue.nullable())
      .optional()
      .openapi({ description: "Merged into the stored metadata; a null value removes that key." }),
    status: z.enum(["active", "disabled"]).optional(),
    style: StyleSchema.optional().openapi({ description: "Replaces the stored style." }),
    forward_query: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, "send at least one field to change")
  .openapi("UpdateQrCode");

export const ListQrCodesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).openapi({ description: "Page size, 1-100." }),
  cursor: z.string().max(200).optional().openapi({ description: "`next_cursor` of the previous page." }),
  status: z.enum(["active", "disabled"]).optional(),
  search: z.string().min(1).max(200).optional().openapi({ description: "Substring of the URL or slug." }),
  metadata_key: MetadataKey.optional(),
  metadata_value: z
    .string()
    .max(500)
    .optional()
    .openapi({ description: "With metadata_key: exact value match." }),
});

export const QrCodeListSchema = z
  .object({ data: z.array(QrCodeSchema), next_cursor: z.string().nullable() })
  .openapi("QrCodeList");

export const IdParamSchema = z.object({
  id: z
    .string()
    .max(64)
    .openapi({ param: { name: "id", in: "path" }, example: "qr_01jd6m3q2x8f7k0v9w4c5b1n2z" }),
});

const Permission = z.enum(PERMISSIONS);

export const ApiKeySchema = z
  .object({
    id: z.string(),
    team_id: z.string(),
    user_id: z.string(),
    name: z.string(),
    hint: z.string().openapi({ description: "The key's first and last characters, to recognise it." }),
    permissions: z.array(Permission),
    created_at: z.string().openapi({ format: "date-time" }),
    last_used_at: z.string().nullable().openapi({ format: "date-time" }),
    expires_at: z.string().nullable().openapi({ format: "date-time" }),
    revoked_at: z.string().nullable().openapi({ format: "date-time" }),
  })
  .openapi("ApiKey");

export const CreatedApiKeySchema = ApiKeySchema.extend({
  secret: z.string().openapi({ description: "The key itself. Shown once; only its hash is stored." }),
}).openapi("CreatedApiKey");

export const CreateApiKeySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(100),
    preset: z.enum(Object.keys(PRESETS) as [keyof typeof PRESETS, ...(keyof typeof PRESETS)[]]).optional(),
    permissions: z.array(Permission).min(1).max(PERMISSIONS.length).optional(),
    expires_at: z.iso
      .datetime({ offset: true })
      .optional()
      .openapi({ description: "When the key stops working." }),
  })
  .refine((body) => (body.preset === undefined) !== (body.permissions === undefined), {
    message: "send exactly one of preset and permissions",
  })
  .openapi("CreateApiKey");

export const ListApiKeysQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(100).openapi({ description: "Page size, 1-100." }),
  cursor: z.string().max(200).optional().openapi({ description: "`next_cursor` of the previous page." }),
});

export const ApiKeyListSchema = z
  .object({ data: z.array(ApiKeySchema), next_cursor: z.string().nullable() })
  .openapi("ApiKeyList");

const IsoDate = z.iso.date().openapi({ example: "2026-11-01" });

export const AnalyticsQuerySchema = z.object({
  from: IsoDate.optional().openapi({
    description:
      "First UTC day included; default: the day the code was created, or the earliest day the interval's longest range allows.",
  }),
  to: IsoDate.optional().openapi({ description: "Last UTC day included; default: today." }),
  interval: z.enum(["day", "hour"]).default("day").openapi({
    description:
      "Time series bucket. A range spans at most 3,660 days with `day` and 31 with `hour` (422 past that); dates run from 2000-01-01 to 9999-12-31.",
  }),
});

const countsBy = <K extends string>(key: K) =>
  z.array(
    z.object({ [key]: z.string(), scans: z.number().int() } as Record<K, z.ZodString> & {
      scans: z.ZodNumber;
    }),
  );

export const AnalyticsSchema = z
  .object({
    analytics: z.object({
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
      timeseries: z.array(
        z.object({ start: z.string(), scans: z.number().int(), uniqueScans: z.number().int() }),
      ),
      from: z.string(),
      to: z.string(),
      interval: z.enum(["day", "hour"]),
    }),
  })
  .openapi("Analytics");

export const ScansQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(300).optional(),
});

export const ScanSchema = z
  .object({
    id: z.string(),
    ts: z.string().openapi({ format: "date-time" }),
    country: z.string(),
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
  })
  .openapi("Scan");

export const ScanListSchema = z
  .object({ data: z.array(ScanSchema), next_cursor: z.string().nullable() })
  .openapi("ScanList");

const Role = z.enum(["owner", "admin", "member", "viewer"]);

export const TeamListSchema = z
  .object({
    data: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        role: Role.openapi({ description: "The key owner's role in this team." }),
        current: z.boolean().openapi({ description: "True for the team the API key belongs to." }),
        created_at: z.string().openapi({ format: "date-time" }),
      }),
    ),
  })
  .openapi("TeamList");

export const TeamPathSchema = z.object({
  id: z
    .string()
    .max(64)
    .openapi({ param: { name: "id", in: "path" } }),
});
export const MemberPathSchema = TeamPathSchema.extend({
  userId: z
    .string()
    .max(64)
    .openapi({ param: { name: "userId", in: "path" } }),
});
export const InvitationPathSchema = TeamPathSchema.extend({
  invitationId: z
    .string()
    .max(64)
    .openapi({ param: { name: "invitationId", in: "path" } }),
});

export const MembersSchema = z
  .object({
    members: z.array(z.object({ user_id: z.string(), email: z.string(), role: Role, joined_at: z.string() })),
    invitations: z.array(
      z.object({
        id: z.string(),
        email: z.string(),
        role: Role,
        created_at: z.string(),
        expires_at: z.string(),
      }),
    ),
  })
  .openapi("Members", { description: "Members and pending invitations (never their tokens)." });

export const InviteMemberSchema = z
  .strictObject({
    email: z.string().trim().max(254).pipe(z.email()),
    role: Role.default("member"),
  })
  .openapi("InviteMember");

export const InvitationSchema = z
  .object({
    id: z.string(),
    team_id: z.string(),
    email: z.string(),
    role: Role,
    status: z.literal("pending"),
    created_at: z.string(),
    expires_at: z.string(),
    token: z
      .string()
      .openapi({ description: "Single use; shown only here. The invitee POSTs it to accept_url." }),
    accept_url: z.string(),
  })
  .openapi("Invitation");

export const ChangeRoleSchema = z.strictObject({ role: Role }).openapi("ChangeRole");
export const MemberSchema = z
  .object({ user_id: z.string(), team_id: z.string(), role: Role })
  .openapi("Member");

export const AcceptInvitationSchema = z
  .strictObject({ token: z.string().min(1).max(100) })
  .openapi("AcceptInvitation");
export const AcceptedInvitationSchema = z
  .object({
    team_id: z.string(),
    user_id: z.string(),
    email: z.string(),
    role: Role,
    api_key: CreatedApiKeySchema,
  })
  .openapi("AcceptedInvitation");

export const ImageQuerySchema = z.object({
  format: z
    .enum(["svg", "png"])
    .default("svg")
    .openapi({ description: "svg (image/svg+xml) or png (image/png)." }),
  size: z.coerce
    .number()
    .int()
    .min(64)
    .max(4096)
    .default(512)
    .openapi({ description: "Width and height in pixels." }),
  margin: z.coerce
    .number()
    .int()
    .min(0)
    .max(20)
    .optional()
    .openapi({ description: "Quiet zone in modules (default 4)." }),
  fg: HexColor.optional(),
  bg: z.union([HexColor, z.literal("transparent")]).optional(),
  ecl: z.enum(["L", "M", "Q", "H"]).optional(),
  module_shape: z.enum(["square", "rounded", "dots"]).optional(),
  eye_shape: z.enum(["square", "rounded"]).optional(),
  download: z.enum(["0", "1"]).optional().openapi({ description: "1 adds Content-Disposition: attachment." }),
});
