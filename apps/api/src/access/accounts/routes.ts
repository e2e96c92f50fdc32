// /account: the signed-in person's own account and sessions (a session's routes; an API key gets 400).
import { createRoute } from "@hono/zod-openapi";
import { AUTHENTICATED, jsonResponse, problemResponses } from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { AccountSchema, EndedSessionsSchema, SessionListSchema, SessionPathSchema } from "./schemas.ts";
import { endOtherSessions, listSessions, readAccount, revokeSession } from "./sessions.ts";

const REFUSED = [...AUTHENTICATED, "account_request_refused", "session_expired"] as const;

export const accountSettingsRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/account",
      tags: ["Account"],
      summary: "The signed-in person",
      description: "With a session: who is signed in, and the team the session acts in.",
      responses: { 200: jsonResponse(AccountSchema, "The account."), ...problemResponses(...REFUSED) },
    }),
    async (c) => c.json(await readAccount(c.var.context()), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/account/sessions",
      tags: ["Account"],
      summary: "List the person's sessions",
      description: "Every open session of the signed-in person (newest first), the current one marked.",
      responses: { 200: jsonResponse(SessionListSchema, "The sessions."), ...problemResponses(...REFUSED) },
    }),
    async (c) => c.json(await listSessions(c.var.context()), 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/account/sessions/sign-out-others",
      tags: ["Account"],
      summary: "Sign out everywhere else",
      description:
        "Ends every session of the person but the one making the request, and records it in the activity log of each of their teams.",
      responses: {
        200: jsonResponse(EndedSessionsSchema, "How many sessions ended."),
        ...problemResponses(...REFUSED),
      },
    }),
    async (c) => c.json(await endOtherSessions(c.var.context()), 200),
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/account/sessions/{id}",
      tags: ["Account"],
      summary: "End one of the person's sessions",
      description: "That device is signed out at once.",
      request: { params: SessionPathSchema },
      responses: {
        204: { description: "Ended." },
        ...problemResponses(...REFUSED, "session_not_found", "validation_failed"),
      },
    }),
    async (c) => {
      await revokeSession(c.var.context(), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
