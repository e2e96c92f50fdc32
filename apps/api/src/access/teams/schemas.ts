// Teams, members and invitations as the API accepts and shows them.
import { z } from "@hono/zod-openapi";
import { ROLES } from "@qr/core/permissions";
import { idParam, Label, Timestamp } from "../../http/openapi/shared-schemas.ts";
import { CreatedApiKeySchema } from "../keys/schemas.ts";
import { TEAM_NAME_MAX_LENGTH } from "./create-team.ts";

const Role = z.enum(ROLES);

export const TeamSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    role: Role.openapi({ description: "The caller's role in this team." }),
    current: z.boolean().openapi({
      description: "True for the team the request acts in (an API key's own, a session's active one).",
    }),
    require_two_factor: z.boolean().openapi({
      description:
        "Members must have two-factor authentication on to act in the team (API keys are not affected).",
    }),
    audit_retention_days: z.int().openapi({
      description: "Days the audit log keeps an entry (365 to 2,555, seven years); older ones are deleted.",
    }),
    created_at: Timestamp,
  })
  .openapi("Team");

export const TeamListSchema = z.object({ data: z.array(TeamSchema) }).openapi("TeamList");

export const TeamNameSchema = z.strictObject({ name: Label(TEAM_NAME_MAX_LENGTH) }).openapi("TeamName");

export const TeamSettingsSchema = z
  .strictObject({
    name: Label(TEAM_NAME_MAX_LENGTH).optional(),
    require_two_factor: z.boolean().optional().openapi({
      description:
        "Owners only, and only with two-factor on for their own account: every member must then have it on to act in the team.",
    }),
    audit_retention_days: z.int().min(365).max(2555).optional().openapi({
      description:
        "Owners only: days the audit log keeps an entry, 365 (the default) to 2,555 (seven years).",
    }),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message: "name, require_two_factor or audit_retention_days is required",
  })
  .openapi("TeamSettings");

export const TeamPathSchema = z.object({ id: idParam("id") });
export const MemberPathSchema = TeamPathSchema.extend({ userId: idParam("userId") });
export const InvitationPathSchema = TeamPathSchema.extend({ invitationId: idParam("invitationId") });

export const MembersSchema = z
  .object({
    members: z.array(z.object({ user_id: z.string(), email: z.string(), role: Role, joined_at: Timestamp })),
    invitations: z.array(
      z.object({
        id: z.string(),
        email: z.string(),
        role: Role,
        created_at: Timestamp,
        expires_at: Timestamp,
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
    created_at: Timestamp,
    expires_at: Timestamp,
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
    api_key: CreatedApiKeySchema.nullable().openapi({
      description:
        "A new key with the role's permissions, shown once; null when a signed-in person accepted.",
    }),
  })
  .openapi("AcceptedInvitation");
