// Team routes: the caller's teams, members, invitations. `{id}` must be the API key's team (else 404).
import { createRoute } from "@hono/zod-openapi";
import {
  AUTHENTICATED,
  IDEMPOTENT,
  jsonRequestBody,
  jsonResponse,
  problemResponses,
  WITH_BODY,
} from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { requireKeyPermission, requirePermission } from "../auth/require-permission.ts";
import { mailerFor } from "../mail/mailer.ts";
import { ACCEPT_PATH } from "./accept-routes.ts";
import { INVITATION_TTL_DAYS, inviteMember, revokeInvitation, sendInvitationMail } from "./invitations.ts";
import { activateTeam, createOwnTeam, deleteOwnTeam, updateTeamSettings } from "./manage-team.ts";
import {
  ChangeRoleSchema,
  InvitationPathSchema,
  InvitationSchema,
  InviteMemberSchema,
  MemberPathSchema,
  MemberSchema,
  MembersSchema,
  TeamListSchema,
  TeamNameSchema,
  TeamPathSchema,
  TeamSchema,
  TeamSettingsSchema,
} from "./schemas.ts";
import { changeMemberRole, leaveTeam, listMembers, listTeams, removeMember } from "./teams.ts";

export const teamRoutes = createRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/teams",
      tags: ["Teams"],
      summary: "Create a team",
      description:
        "The caller becomes its owner. A signed-in person always may; an API key needs `team:admin`.",
      request: { body: jsonRequestBody(TeamNameSchema) },
      responses: {
        201: jsonResponse(TeamSchema, "The new team."),
        ...problemResponses(...AUTHENTICATED, ...WITH_BODY),
      },
    }),
    async (c) => {
      const team = await createOwnTeam(c.var.context(), c.req.valid("json").name);
      c.var.forgetCredential?.(); // the caller's teams changed: read them afresh on their next request
      return c.json(team, 201);
    },
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/teams/{id}",
      tags: ["Teams"],
      summary: "Change a team's settings",
      description:
        "Renames the team (needs `team:admin`) or sets whether every member must have two-factor on to act in it (owners only, with two-factor on for their own account; API keys are not affected).",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: TeamPathSchema, body: jsonRequestBody(TeamSettingsSchema) },
      responses: {
        200: jsonResponse(TeamSchema, "The team."),
        ...problemResponses(
          ...AUTHENTICATED,
          ...WITH_BODY,
          "team_not_found",
          "role_insufficient",
          "two_factor_required",
        ),
      },
    }),
    // A remembered session that the new rule changes fails its verification (verify_session) and is read afresh.
    async (c) =>
      c.json(await updateTeamSettings(c.var.context(), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/teams/{id}",
      tags: ["Teams"],
      summary: "Delete a team",
      description:
        "Owners only. Its codes then answer 410 (once the edge has their records, within the cron's period), its keys stop working at once, and its members leave it.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: TeamPathSchema },
      responses: {
        204: { description: "Deleted." },
        ...problemResponses(...AUTHENTICATED, "team_not_found", "role_insufficient"),
      },
    }),
    async (c) => {
      await deleteOwnTeam(c.var.context(), c.req.valid("param").id);
      c.var.forgetCredential?.();
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/teams/{id}/leave",
      tags: ["Teams"],
      summary: "Leave a team",
      description:
        "The caller's membership ends and their keys for the team are revoked. The last owner cannot leave (409).",
      middleware: [requireKeyPermission("team:read")] as const,
      request: { params: TeamPathSchema },
      responses: {
        204: { description: "Left." },
        ...problemResponses(...AUTHENTICATED, "team_not_found", "last_owner"),
      },
    }),
    async (c) => {
      await leaveTeam(c.var.context(), c.req.valid("param").id);
      c.var.forgetCredential?.();
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/teams/{id}/activate",
      tags: ["Teams"],
      summary: "Act in this team (sessions)",
      description: "Makes the team the one a signed-in session acts in when a request names none.",
      middleware: [requireKeyPermission("team:read")] as const,
      request: { params: TeamPathSchema },
      responses: {
        204: { description: "Active." },
        ...problemResponses(...AUTHENTICATED, "team_not_found", "account_request_refused"),
      },
    }),
    async (c) => {
      await activateTeam(c.var.context(), c.req.valid("param").id);
      c.var.forgetCredential?.();
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/teams",
      tags: ["Teams"],
      summary: "List the caller's teams",
      description:
        "An API key needs `team:read`. The teams the caller (the API key's owner, or the signed-in person) belongs to, with their role; the team the request acts in is `current`.",
      responses: { 200: jsonResponse(TeamListSchema, "The teams."), ...problemResponses(...AUTHENTICATED) },
    }),
    async (c) => c.json(await listTeams(c.var.context()), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/teams/{id}/members",
      tags: ["Teams"],
      summary: "List members and pending invitations",
      description: "Needs `team:read`.",
      middleware: [requirePermission("team:read")] as const,
      request: { params: TeamPathSchema },
      responses: {
        200: jsonResponse(MembersSchema, "Members and invitations."),
        ...problemResponses(...AUTHENTICATED, "team_not_found", "validation_failed"),
      },
    }),
    async (c) => c.json(await listMembers(c.var.context(), c.req.valid("param").id), 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/teams/{id}/members",
      tags: ["Teams"],
      summary: "Invite a new member to the team",
      description: `Needs \`team:admin\`. Creates a pending invitation valid ${INVITATION_TTL_DAYS} days and returns its single-use token once. Nobody can invite to a role above their own. 409 for an existing member or a pending invitation.`,
      middleware: [requirePermission("team:admin")] as const,
      request: { params: TeamPathSchema, body: jsonRequestBody(InviteMemberSchema) },
      responses: {
        201: jsonResponse(InvitationSchema, "The invitation, with its token."),
        ...problemResponses(
          ...AUTHENTICATED,
          ...WITH_BODY,
          ...IDEMPOTENT,
          "team_not_found",
          "role_insufficient",
          "already_member",
          "invitation_pending",
        ),
      },
    }),
    async (c) => {
      const ctx = c.var.context();
      const acceptUrl = new URL(ACCEPT_PATH, ctx.apiBaseUrl).toString();
      const invitation = await inviteMember(ctx, c.req.valid("param").id, c.req.valid("json"), acceptUrl);
      ctx.background((db) =>
        sendInvitationMail({ db, apiBaseUrl: ctx.apiBaseUrl }, mailerFor(c.env), invitation),
      );
      return c.json(invitation, 201);
    },
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/teams/{id}/members/{userId}",
      tags: ["Teams"],
      summary: "Change a member's role",
      description: "Needs `team:admin`. Not above your own role; the last owner cannot be demoted (409).",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: MemberPathSchema, body: jsonRequestBody(ChangeRoleSchema) },
      responses: {
        200: jsonResponse(MemberSchema, "The member."),
        ...problemResponses(
          ...AUTHENTICATED,
          ...WITH_BODY,
          "team_not_found",
          "member_not_found",
          "role_insufficient",
          "last_owner",
        ),
      },
    }),
    async (c) => {
      const { id, userId } = c.req.valid("param");
      return c.json(await changeMemberRole(c.var.context(), id, userId, c.req.valid("json").role), 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/teams/{id}/members/{userId}",
      tags: ["Teams"],
      summary: "Remove a member",
      description:
        "Needs `team:admin`. Their keys for this team stop working at once; the last owner cannot be removed (409).",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: MemberPathSchema },
      responses: {
        204: { description: "Removed." },
        ...problemResponses(
          ...AUTHENTICATED,
          "team_not_found",
          "member_not_found",
          "role_insufficient",
          "last_owner",
        ),
      },
    }),
    async (c) => {
      const { id, userId } = c.req.valid("param");
      await removeMember(c.var.context(), id, userId);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/teams/{id}/invitations/{invitationId}",
      tags: ["Teams"],
      summary: "Revoke a pending invitation",
      description: "Needs `team:admin`. Its token then answers 410.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: InvitationPathSchema },
      responses: {
        204: { description: "Revoked." },
        ...problemResponses(
          ...AUTHENTICATED,
          "team_not_found",
          "invitation_not_found",
          "invitation_used",
          "role_insufficient",
        ),
      },
    }),
    async (c) => {
      const { id, invitationId } = c.req.valid("param");
      await revokeInvitation(c.var.context(), id, invitationId);
      return c.body(null, 204);
    },
  );
