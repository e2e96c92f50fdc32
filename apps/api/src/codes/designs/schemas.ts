// The saved design resource as the API accepts and shows it.
import { z } from "@hono/zod-openapi";
import { Label, pageOf, pageQuery, Timestamp } from "../../http/openapi/shared-schemas.ts";
import { StyleSchema } from "../qr/schemas.ts";

const Name = Label(100).openapi({ example: "Spring menu" });

export const DesignSchema = z
  .object({
    id: z.string().openapi({ example: "dsn_01jd6m3q2x8f7k0v9w4c5b1n2z" }),
    team_id: z.string(),
    name: z.string(),
    style: StyleSchema,
    is_default: z
      .boolean()
      .openapi({ description: "The team's default: used by every code that names no design." }),
    created_at: Timestamp,
    updated_at: Timestamp,
    warnings: z
      .array(z.string())
      .optional()
      .openapi({ description: "Style choices that may not scan everywhere." }),
  })
  .openapi("Design");

export const CreateDesignSchema = z
  .strictObject({ name: Name, style: StyleSchema, is_default: z.boolean().optional() })
  .openapi("CreateDesign");

export const UpdateDesignSchema = z
  .strictObject({
    name: Name.optional(),
    style: StyleSchema.optional().openapi({
      description: "Replaces the design's style; every code using it follows.",
    }),
    is_default: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, "send at least one field to change")
  .openapi("UpdateDesign", { minProperties: 1 });

export const DesignListSchema = pageOf(DesignSchema).openapi("DesignList");
export const ListDesignsQuerySchema = z.object(pageQuery(50));
