// A GS1 product as the API lists it: the codes of one primary key on one branded domain (its own level, and its
// lots and serials), in one row.
import { z } from "@hono/zod-openapi";
import { pageOf, pageQuery, Timestamp } from "../../http/openapi/shared-schemas.ts";

export const Gs1ProductSchema = z
  .object({
    domain: z
      .string()
      .openapi({ example: "brand.example", description: "The branded domain it resolves on." }),
    key: z.object({ ai: z.string(), value: z.string() }).openapi({
      example: { ai: "01", value: "09506000134352" },
      description: "The primary key (a GTIN: 01).",
    }),
    uri: z.string().openapi({
      example: "https://brand.example/01/09506000134352",
      description: "The primary key's own GS1 Digital Link.",
    }),
    description: z
      .string()
      .nullable()
      .openapi({ description: "The key level's description, else the first level's that has one." }),
    levels: z
      .number()
      .int()
      .openapi({ description: "Its codes: the key's own and each lot, serial or variant." }),
    code_id: z.string().openapi({
      description:
        "The key level's code when it has one, else its newest level's: where the product's page starts.",
    }),
    has_key_level: z.boolean().openapi({
      description: "Whether the primary key itself has a code (its links answer every level that has none).",
    }),
    updated_at: Timestamp.openapi({ description: "When a level of it last changed." }),
  })
  .openapi("Gs1Product");

export const Gs1ProductListSchema = pageOf(Gs1ProductSchema).openapi("Gs1ProductList");

export const ListGs1ProductsQuerySchema = z.object({
  ...pageQuery(50),
  domain: z
    .string()
    .min(1)
    .max(1024)
    .optional()
    .openapi({ description: "Only the products on this branded domain." }),
});
