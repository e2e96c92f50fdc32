// The page file routes: upload (the file as the body, any Content-Type: the bytes say what it is), list, read,
// read its bytes, delete.

import { createRoute } from "@hono/zod-openapi";
import { FILE_CONTENT_TYPES, MAX_FILE_BYTES } from "@qr/core/content/types";
import { contentDisposition, fileNameForType } from "@qr/core/file-name";
import { requirePermission } from "../../access/auth/require-permission.ts";
import { AUTHENTICATED, jsonResponse, problemResponses, WITH_BODY } from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { IdParamSchema } from "../../http/openapi/shared-schemas.ts";
import { openTeamFile } from "../../lib/team-files.ts";
import { deleteFile, getFile, listFiles, uploadFile } from "./file-actions.ts";
import { fileNotFound, findFile } from "./file-store.ts";
import { FileListSchema, FileSchema, ListFilesQuerySchema, UploadFileQuerySchema } from "./schemas.ts";

const BINARY = Object.fromEntries(
  FILE_CONTENT_TYPES.map((type) => [type, { schema: { type: "string" as const, format: "binary" } }]),
);

export const fileRoutes = createRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/files",
      tags: ["Files"],
      summary: "Upload a file",
      description: `Needs \`qr:write\`. The body is the file: a PDF, or a PNG, JPEG, GIF or WebP image, at most ${MAX_FILE_BYTES / 1024 / 1024} MB; its bytes decide its type, whatever its name or Content-Type say (anything else is a 422 with the reason). Show it with a \`file\` code (\`content.file_id\`), as a card's photo (\`content.photo_file_id\`) or a page of links' avatar (\`content.avatar_file_id\`). Scanners get it from the code's own path, served so that nothing in it can run.`,
      middleware: [requirePermission("qr:write")] as const,
      request: { query: UploadFileQuerySchema, body: { required: true, content: BINARY } },
      responses: {
        201: jsonResponse(FileSchema, "The file."),
        ...problemResponses(...AUTHENTICATED, ...WITH_BODY),
      },
    }),
    async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const file = await uploadFile(c.var.context(), bytes, c.req.valid("query").name);
      c.header("Location", `/api/v1/files/${file.id}`);
      return c.json(file, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/files",
      tags: ["Files"],
      summary: "List files",
      description: "Needs `qr:read`. The team's files, newest first.",
      middleware: [requirePermission("qr:read")] as const,
      request: { query: ListFilesQuerySchema },
      responses: {
        200: jsonResponse(FileListSchema, "A page of files."),
        ...problemResponses(...AUTHENTICATED, "validation_failed"),
      },
    }),
    async (c) => c.json(await listFiles(c.var.context(), c.req.valid("query")), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/files/{id}",
      tags: ["Files"],
      summary: "Get a file",
      description: "Needs `qr:read`.",
      middleware: [requirePermission("qr:read")] as const,
      request: { params: IdParamSchema },
      responses: {
        200: jsonResponse(FileSchema, "The file."),
        ...problemResponses(...AUTHENTICATED, "file_not_found"),
      },
    }),
    async (c) => c.json(await getFile(c.var.context(), c.req.valid("param").id), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/files/{id}/content",
      tags: ["Files"],
      summary: "Get a file's bytes",
      description:
        "Needs `qr:read`. The file as uploaded, served so that nothing in it can run (a sandboxing CSP).",
      middleware: [requirePermission("qr:read")] as const,
      request: { params: IdParamSchema },
      responses: {
        200: { description: "The file.", content: BINARY },
        ...problemResponses(...AUTHENTICATED, "file_not_found"),
      },
    }),
    async (c) => {
      const ctx = c.var.context();
      const row = (await findFile(ctx.db, ctx.caller.teamId, c.req.valid("param").id)) ?? fileNotFound();
      const object = await openTeamFile(ctx.files, row.r2Key);
      if (!object) throw new Error(`file ${row.id} is missing from storage`);
      return c.body(object.body, 200, {
        "Content-Type": row.contentType,
        "Content-Length": String(row.bytes),
        "Content-Disposition": contentDisposition(
          "inline",
          fileNameForType(row.name, row.contentType, row.id),
        ),
        "Cache-Control": "private, max-age=3600",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      });
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/files/{id}",
      tags: ["Files"],
      summary: "Delete a file",
      description: "Needs `qr:write`. Refused (409 `file_in_use`) while a live code shows it.",
      middleware: [requirePermission("qr:write")] as const,
      request: { params: IdParamSchema },
      responses: {
        204: { description: "Deleted." },
        ...problemResponses(...AUTHENTICATED, "file_not_found", "file_in_use"),
      },
    }),
    async (c) => {
      await deleteFile(c.var.context(), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
