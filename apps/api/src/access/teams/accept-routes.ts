// Accepting an invitation: public, because the invitee has no key yet; the single-use token is the credential.
import { createRoute } from "@hono/zod-openapi";
import { jsonRequestBody, jsonResponse, problemResponses, WITH_BODY } from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import type { Caller } from "../auth/caller.ts";
import { acceptInvitation } from "./invitations.ts";
import { AcceptedInvitationSchema, AcceptInvitationSchema } from "./schemas.ts";

export const ACCEPT_PATH = "/api/v1/invitations/accept";

/** No credential, or an API key (to accept for an address that already has an account). */
const OPTIONAL_KEY: Record<string, string[]>[] = [{}, { bearer: [] }];

export const invitationRoutes = createRouter().openapi(
  createRoute({
    method: "post",
    path: "/invitations/accept",
    tags: ["Teams"],
    summary: "Accept an invitation",
    description:
      "The invitation's token is the credential. For an address new to the service it creates the person, the membership and a new API key with the role's permissions, shown once. An address that already has an account must prove it is theirs: send one of that person's API keys, or accept signed in as them (401 without either, 403 as another person); a signed-in person gets no new key. 404 unknown token, 409 already used, 410 expired or revoked.",
    security: OPTIONAL_KEY,
    request: { body: jsonRequestBody(AcceptInvitationSchema) },
    responses: {
      201: jsonResponse(AcceptedInvitationSchema, "Joined; the API key is shown only here."),
      ...problemResponses(
        ...WITH_BODY,
        "api_key_missing",
        "api_key_invalid",
        "invitation_for_another",
        "invitation_not_found",
        "invitation_used",
        "already_member",
        "concurrent_change",
        "invitation_expired",
        "invitation_revoked",
      ),
    },
  }),
  async (c) => {
    const { token } = c.req.valid("json");
    // authenticateIfSent has set the caller when a key or a session was sent.
    const caller = c.get("caller") as Caller | undefined;
    const accepted = await acceptInvitation(c.var.db(), token, caller?.userId, {
      mintKey: caller?.credential.kind !== "session",
    });
    c.var.forgetCredential?.(); // a person who joined a team: their teams are read afresh on their next request
    return c.json(accepted, 201);
  },
);
