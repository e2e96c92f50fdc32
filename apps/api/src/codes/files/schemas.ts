// The file resource as the API shows it.
import { z } from "@hono/zod-openapi";
import { FILE_CONTENT_TYPES } from "@qr/core/content/types";
import { Label, pageOf, pageQuery, Timestamp } from "../../http/openapi/shared-schemas.ts";

export const FileSchema = z
  .object({
    id: z.string().openapi({ example: "file_01jd6m3q2x8f7k0v9w4c5b1n2z" }),
    team_id: z.string(),
    name: z.string(),
    content_type: z.enum(FILE_CONTENT_TYPES),
    bytes: z.int(),
    width: z.int().nullable().openapi({ description: "Images only." }),
    height: z.int().nullable().openapi({ description: "Images only." }),
    sha256: z.string(),
    content_url: z.string().openapi({ description: "Where the file itself is read (`qr:read`)." }),
    created_at: Timestamp,
  })
  .openapi("File");

export const FileListSchema = pageOf(FileSchema).openapi("FileList");
export const ListFilesQuerySchema = z.object(pageQuery(50));

export const UploadFileQuerySchema = z.object({
  name: Label(120).optional().openapi({
    description:
      "The file's name, shown on its page and given to downloads (default: document-<id> or image-<id>).",
  }),
});
