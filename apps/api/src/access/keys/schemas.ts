// The API key resource as the API accepts and shows it.
import { z } from "@hono/zod-openapi";
import { PERMISSIONS, PRESETS, type Preset } from "@qr/core/permissions";
import { Label, pageOf, pageQuery, Timestamp } from "../../http/openapi/shared-schemas.ts";

const Permission = z.enum(PERMISSIONS);
const PRESET_NAMES = Object.keys(PRESETS) as [Preset, ...Preset[]];

export const ApiKeySchema = z
  .object({
    id: z.string(),
    team_id: z.string(),
    user_id: z.string(),
    name: z.string(),
    hint: z.string().openapi({ description: "The key's first and last characters, to recognise it." }),
    permissions: z.array(Permission),
    folder_ids: z.array(z.string()).nullable().openapi({
      description:
        "The folders the key is limited to: it reaches only their codes (null: all its user reaches).",
    }),
    created_at: Timestamp,
    last_used_at: Timestamp.nullable(),
    expires_at: Timestamp.nullable(),
    revoked_at: Timestamp.nullable(),
  })
  .openapi("ApiKey");

export const CreatedApiKeySchema = ApiKeySchema.extend({
  secret: z.string().openapi({ description: "The key itself. Shown once; only its hash is stored." }),
}).openapi("CreatedApiKey");

export const CreateApiKeySchema = z
  .strictObject({
    name: Label(100),
    team_id: z.string().max(64).optional().openapi({
      description: "The team of the key: an API key's own team; with a session, one of the person's.",
    }),
    preset: z.enum(PRESET_NAMES).optional(),
    permissions: z.array(Permission).min(1).max(PERMISSIONS.length).optional(),
    expires_at: z.iso
      .datetime({ offset: true })
      .optional()
      .openapi({ description: "When the key stops working." }),
    folder_ids: z.array(z.string().min(1).max(64)).min(1).max(50).optional().openapi({
      description:
        "Limits the key to these folders of the team, for ever: it sees and changes only their codes, and makes codes only there. Such a key holds at most `qr:read`, `qr:write`, `analytics:read` and `scans:read`.",
    }),
  })
  .refine((body) => (body.preset === undefined) !== (body.permissions === undefined), {
    message: "send exactly one of preset and permissions",
  })
  .openapi("CreateApiKey");

export const ListApiKeysQuerySchema = z.object(pageQuery(100));

export const ApiKeyListSchema = pageOf(ApiKeySchema).openapi("ApiKeyList");
