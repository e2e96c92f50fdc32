// Team routes: the caller's teams, members, invitations. `{id}` must be the API key's team (else 404).
import { createRoute } from "@hono/zod-openapi";
import { requestContext } from "../app-env.ts";
import { requirePermission } from "../auth/require-permission.ts";
import {
  AUTHENTICATED,
  IDEMPOTENT,
  jsonRequestBody,
  jsonResponse,
  problemResponses,
  WITH_BODY,
} from "../openapi/responses.ts";
import { createRouter } from "../openapi/router.ts";
import { ACCEPT_PATH } from "./accept-routes.ts";
import { INVITATION_TTL_DAYS, inviteMember, revokeInvitation } from "./invitations.ts";
import {
  ChangeRoleSchema,
  InvitationPathSchema,
  InvitationSchema,
  InviteMemberSchema,
  MemberPathSchema,
  MemberSchema,
  MembersSchema,
  TeamListSchema,
  TeamPathSchema,
} from "./schemas.ts";
import { changeMemberRole, listMembers, listTeams, removeMember } from "./teams.ts";

export const teamRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/teams",
      tags: ["Teams"],
      summary: "List the caller's teams",
      description:
        "Needs `team:read`. The teams the API key's owner belongs to, with their role; the key's own team is `current`.",
      middleware: [requirePermission("team:read")] as const,
      responses: { 200: jsonResponse(TeamListSchema, "The teams."), ...problemResponses(...AUTHENTICATED) },
    }),
    async (c) => c.json(await listTeams(requestContext(c)), 200),
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
    async (c) => c.json(await listMembers(requestContext(c), c.req.valid("param").id), 200),
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
      const ctx = requestContext(c);
      const acceptUrl = new URL(ACCEPT_PATH, ctx.apiBaseUrl).toString();
      const invitation = await inviteMember(ctx, c.req.valid("param").id, c.req.valid("json"), acceptUrl);
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
      return c.json(await changeMemberRole(requestContext(c), id, userId, c.req.valid("json").role), 200);
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
      await removeMember(requestContext(c), id, userId);
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
      await revokeInvitation(requestContext(c), id, invitationId);
      return c.body(null, 204);
    },
  );
