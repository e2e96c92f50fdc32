// The folder routes: a team's folders and their members' access (folder-actions.ts, folder-members.ts); codes move
// between them by POST /qr/move (codes/qr/move-routes.ts). Who reaches which code by its folder is reach.ts's rule.
import { createRoute, z } from "@hono/zod-openapi";
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
import { idParam } from "../../http/openapi/shared-schemas.ts";
import { createFolder, deleteFolder, getFolder, listFolders, updateFolder } from "./folder-actions.ts";
import { listFolderMembers, removeFolderAccess, setFolderAccess } from "./folder-members.ts";
import {
  CreateFolderSchema,
  FolderListSchema,
  FolderMemberListSchema,
  FolderMemberParams,
  FolderMemberSchema,
  FolderSchema,
  SetFolderAccessSchema,
  UpdateFolderSchema,
} from "./schemas.ts";

const FolderParams = z.object({ id: idParam("id", "fld_01jd6m3q2x8f7k0v9w4c5b1n2z") });
const TAGS = ["Folders"];
const MANAGE =
  "Needs `owner` access to the folder (team owners and admins have it on every folder); a folder the caller cannot see is a 404.";

export const folderRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/folders",
      tags: TAGS,
      summary: "List folders",
      description:
        "Needs `qr:read`. The folders the caller may see, by name, each with the caller's own access and its live codes' count.",
      middleware: [requirePermission("qr:read")] as const,
      responses: {
        200: jsonResponse(FolderListSchema, "The folders."),
        ...problemResponses(...AUTHENTICATED),
      },
    }),
    async (c) => c.json(await listFolders(c.var.context()), 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/folders",
      tags: TAGS,
      summary: "Create a folder",
      description:
        "Needs `qr:write` (not from a key limited to folders). A name unique in the team whatever its case (409 `folder_exists`); whoever makes it owns it. `member_access` (default `none`) is what other members have.",
      middleware: [requirePermission("qr:write")] as const,
      request: { body: jsonRequestBody(CreateFolderSchema) },
      responses: {
        201: jsonResponse(FolderSchema, "The folder."),
        ...problemResponses(
          ...AUTHENTICATED,
          ...WITH_BODY,
          ...IDEMPOTENT,
          "folder_exists",
          "folder_limit_reached",
          "folder_access_insufficient",
        ),
      },
    }),
    async (c) => {
      const folder = await createFolder(c.var.context(), c.req.valid("json"));
      c.header("Location", `/api/v1/folders/${folder.id}`);
      return c.json(folder, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/folders/{id}",
      tags: TAGS,
      summary: "Get a folder",
      description: "Needs `qr:read`. A folder the caller has no access to is a 404, as another team's.",
      middleware: [requirePermission("qr:read")] as const,
      request: { params: FolderParams },
      responses: {
        200: jsonResponse(FolderSchema, "The folder."),
        ...problemResponses(...AUTHENTICATED, "folder_not_found"),
      },
    }),
    async (c) => c.json(await getFolder(c.var.context(), c.req.valid("param").id), 200),
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/folders/{id}",
      tags: TAGS,
      summary: "Rename, describe or open a folder",
      description: `Needs \`qr:write\`. ${MANAGE}`,
      middleware: [requirePermission("qr:write")] as const,
      request: { params: FolderParams, body: jsonRequestBody(UpdateFolderSchema) },
      responses: {
        200: jsonResponse(FolderSchema, "The folder."),
        ...problemResponses(
          ...AUTHENTICATED,
          ...WITH_BODY,
          "folder_not_found",
          "folder_exists",
          "folder_access_insufficient",
        ),
      },
    }),
    async (c) =>
      c.json(await updateFolder(c.var.context(), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/folders/{id}",
      tags: TAGS,
      summary: "Delete a folder",
      description: `Needs \`qr:write\`. ${MANAGE} Only a folder with no live code (409 \`folder_not_empty\`) that no webhook endpoint filters by (409 \`folder_in_use\`).`,
      middleware: [requirePermission("qr:write")] as const,
      request: { params: FolderParams },
      responses: {
        204: { description: "Deleted." },
        ...problemResponses(
          ...AUTHENTICATED,
          "folder_not_found",
          "folder_access_insufficient",
          "folder_not_empty",
          "folder_in_use",
        ),
      },
    }),
    async (c) => {
      await deleteFolder(c.var.context(), c.req.valid("param").id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/folders/{id}/members",
      tags: TAGS,
      summary: "List who has access to a folder",
      description: `Needs \`qr:read\`. ${MANAGE} Every member of the team, with the access they have in the folder.`,
      middleware: [requirePermission("qr:read")] as const,
      request: { params: FolderParams },
      responses: {
        200: jsonResponse(FolderMemberListSchema, "The team's members and their access."),
        ...problemResponses(...AUTHENTICATED, "folder_not_found", "folder_access_insufficient"),
      },
    }),
    async (c) => c.json(await listFolderMembers(c.var.context(), c.req.valid("param").id), 200),
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/folders/{id}/members/{user_id}",
      tags: TAGS,
      summary: "Set a member's access to a folder",
      description: `Needs \`qr:write\`. ${MANAGE} \`none\` hides the folder from the member even when \`member_access\` would show it. A team owner's or admin's access cannot be narrowed (422).`,
      middleware: [requirePermission("qr:write")] as const,
      request: { params: FolderMemberParams, body: jsonRequestBody(SetFolderAccessSchema) },
      responses: {
        200: jsonResponse(FolderMemberSchema.pick({ user_id: true, access: true }), "The member's access."),
        ...problemResponses(
          ...AUTHENTICATED,
          ...WITH_BODY,
          "folder_not_found",
          "folder_access_insufficient",
          "member_not_found",
        ),
      },
    }),
    async (c) => {
      const { id, user_id } = c.req.valid("param");
      return c.json(await setFolderAccess(c.var.context(), id, user_id, c.req.valid("json").access), 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/folders/{id}/members/{user_id}",
      tags: TAGS,
      summary: "Remove a member's own access to a folder",
      description: `Needs \`qr:write\`. ${MANAGE} The member has the folder's \`member_access\` again.`,
      middleware: [requirePermission("qr:write")] as const,
      request: { params: FolderMemberParams },
      responses: {
        204: { description: "Removed." },
        ...problemResponses(
          ...AUTHENTICATED,
          "folder_not_found",
          "folder_access_insufficient",
          "member_not_found",
        ),
      },
    }),
    async (c) => {
      const { id, user_id } = c.req.valid("param");
      await removeFolderAccess(c.var.context(), id, user_id);
      return c.body(null, 204);
    },
  );
