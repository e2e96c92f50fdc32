// A team's SCIM connection and its groups' roles, as the REST API shows and takes them.
import { z } from "@hono/zod-openapi";
import { FOLDER_ACCESS } from "@qr/core/folder-access";
import { idParam, Timestamp } from "../../http/openapi/shared-schemas.ts";
import { TeamPathSchema } from "../teams/schemas.ts";

export const ScimStatusSchema = z
  .object({
    enabled: z.boolean(),
    base_url: z.string().openapi({ description: "The SCIM base URL to give the identity provider." }),
    token_hint: z.string().nullable().openapi({ description: "The token's first and last characters." }),
    token_created_at: Timestamp.nullable(),
  })
  .openapi("ScimConnection");

export const ScimTokenSchema = z
  .object({
    token: z.string().openapi({ description: "The bearer token. Shown once; only its hash is kept." }),
    token_hint: z.string(),
    base_url: z.string(),
  })
  .openapi("ScimToken");

export const ScimGroupSchema = z
  .object({
    id: z.string(),
    display_name: z.string(),
    members: z.int(),
    role: z.enum(["admin", "member", "viewer"]).nullable().openapi({
      description: "The team role the group's members get (the highest of their groups'); null: none.",
    }),
    folder_id: z
      .string()
      .nullable()
      .openapi({ description: "Or the folder whose access it gives; null: none." }),
    folder_access: z.enum(FOLDER_ACCESS).nullable(),
  })
  .openapi("ScimGroup");

export const ScimGroupListSchema = z.object({ data: z.array(ScimGroupSchema) }).openapi("ScimGroupList");

export const ScimGroupRoleSchema = z
  .union([
    z.strictObject({ role: z.enum(["admin", "member", "viewer"]).nullable() }),
    z.strictObject({
      folder_id: z.string().min(1).max(64),
      folder_access: z.enum(["viewer", "editor", "owner"]),
    }),
  ])
  .openapi("ScimGroupMapping", {
    description: "A team role (null: none), or a folder and the access its members get there.",
  });

export const ScimGroupPathSchema = TeamPathSchema.extend({ groupId: idParam("groupId") });
