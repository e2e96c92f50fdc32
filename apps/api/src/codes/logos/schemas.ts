// The logo resource as the API shows it.
import { z } from "@hono/zod-openapi";
import { Label, pageOf, pageQuery, Timestamp } from "../../http/openapi/shared-schemas.ts";

export const LogoSchema = z
  .object({
    id: z.string().openapi({ example: "logo_01jd6m3q2x8f7k0v9w4c5b1n2z" }),
    team_id: z.string(),
    name: z.string(),
    content_type: z.enum(["image/png", "image/jpeg", "image/svg+xml"]),
    width: z.int(),
    height: z.int(),
    bytes: z.int(),
    file_url: z.string().openapi({ description: "Where the file itself is read (`qr:read`)." }),
    created_at: Timestamp,
  })
  .openapi("Logo");

export const LogoListSchema = pageOf(LogoSchema).openapi("LogoList");
export const ListLogosQuerySchema = z.object(pageQuery(50));

export const UploadLogoQuerySchema = z.object({
  name: Label(100).optional().openapi({ description: "A name to find it by (default: logo-<id>)." }),
});
