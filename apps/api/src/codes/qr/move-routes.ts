// POST /qr/move: codes into a folder, or out of every folder (move-codes.ts).
import { createRoute } from "@hono/zod-openapi";
import { requirePermission } from "../../access/auth/require-permission.ts";
import {
  AUTHENTICATED,
  IDEMPOTENT,
  jsonRequestBody,
  jsonResponse,
  problemResponses,
  WITH_BODY,
} from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { MoveCodesSchema, MoveResultSchema } from "../folders/schemas.ts";
import { moveCodes } from "./move-codes.ts";

export const moveRoutes = createRouter().openapi(
  createRoute({
    method: "post",
    path: "/qr/move",
    tags: ["QR codes"],
    summary: "Move codes to a folder",
    description:
      "Needs `qr:write`, `editor` access where each code is and where it goes. Moves 1 to 1,000 codes into a folder (or out of every folder with `folder_id: null`); each id gets its outcome, and each code moved an activity entry.",
    middleware: [requirePermission("qr:write")] as const,
    request: { body: jsonRequestBody(MoveCodesSchema) },
    responses: {
      200: jsonResponse(MoveResultSchema, "What became of each id."),
      ...problemResponses(
        ...AUTHENTICATED,
        ...WITH_BODY,
        ...IDEMPOTENT,
        "folder_not_found",
        "folder_access_insufficient",
      ),
    },
  }),
  async (c) => c.json(await moveCodes(c.var.context(), c.req.valid("json")), 200),
);
