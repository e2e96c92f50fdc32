// Accepting an invitation: public, because the invitee has no key yet; the single-use token is the credential.
import { createRoute } from "@hono/zod-openapi";
import { jsonRequestBody, jsonResponse, problemResponses, WITH_BODY } from "../openapi/responses.ts";
import { createRouter } from "../openapi/router.ts";
import { AcceptedInvitationSchema, AcceptInvitationSchema } from "../openapi/schemas.ts";
import { acceptInvitation } from "../teams/invitations.ts";

export const ACCEPT_PATH = "/api/v1/invitations/accept";

export const invitationRoutes = createRouter().openapi(
  createRoute({
    method: "post",
    path: "/invitations/accept",
    tags: ["Teams"],
    summary: "Accept an invitation",
    description:
      "No API key: send the invitation's token. Creates the membership (and the user if new) and returns a new API key with the role's permissions, shown once. 404 unknown token, 409 already used, 410 expired or revoked.",
    security: [],
    request: { body: jsonRequestBody(AcceptInvitationSchema) },
    responses: {
      201: jsonResponse(AcceptedInvitationSchema, "Joined; the API key is shown only here."),
      ...problemResponses(...WITH_BODY, 404, 409, 410),
    },
  }),
  async (c) => c.json(await acceptInvitation(c.var.db(), c.req.valid("json").token), 201),
);
