// GET /gs1/products: a team's GS1 products, one row per primary key on a branded domain (list-products.ts).
import { createRoute } from "@hono/zod-openapi";
import { requirePermission } from "../../access/auth/require-permission.ts";
import { AUTHENTICATED, jsonResponse, problemResponses } from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { listGs1Products } from "./list-products.ts";
import { Gs1ProductListSchema, ListGs1ProductsQuerySchema } from "./schemas.ts";

export const gs1ProductRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/gs1/products",
    tags: ["GS1"],
    summary: "List GS1 products",
    description:
      "Needs `qr:read`. The team's GS1 codes grouped by branded domain and primary key (a GTIN and its lots and serials are one product), by domain and key, with how many levels each has and where its page starts. Counts only the codes the caller may see.",
    middleware: [requirePermission("qr:read")] as const,
    request: { query: ListGs1ProductsQuerySchema },
    responses: {
      200: jsonResponse(Gs1ProductListSchema, "A page of products."),
      ...problemResponses(...AUTHENTICATED),
    },
  }),
  async (c) => c.json(await listGs1Products(c.var.context(), c.req.valid("query")), 200),
);
