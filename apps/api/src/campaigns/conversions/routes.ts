// Conversions reported by customers' sites, and a code's A/B results.
import { createRoute } from "@hono/zod-openapi";
import { requirePermission } from "../../access/auth/require-permission.ts";
import {
  AUTHENTICATED,
  jsonRequestBody,
  jsonResponse,
  problemResponses,
  WITH_BODY,
} from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { IdParamSchema } from "../../http/openapi/shared-schemas.ts";
import { abResults } from "./ab-results.ts";
import { CONVERSION_WINDOW_DAYS, reportConversion } from "./report-conversion.ts";
import { AbResultsSchema, ConversionSchema, ReportConversionSchema } from "./schemas.ts";

export const conversionRoutes = createRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/conversions",
      tags: ["Campaigns"],
      summary: "Report a conversion",
      description: `Needs \`conversions:write\`. Your site reports that a scan of a code with \`track_conversions\` led somewhere, with the \`qr_sid\` the scan brought, within ${CONVERSION_WINDOW_DAYS} days of the scan. Idempotent on \`external_id\` (or on the scan and \`name\` without one): a repeat answers 200 with the conversion first stored. A scan id that is not one of the team's tracked scans is a 422 on \`scan_id\`.`,
      middleware: [requirePermission("conversions:write")] as const,
      request: { body: jsonRequestBody(ReportConversionSchema) },
      responses: {
        201: jsonResponse(ConversionSchema, "The conversion, stored."),
        200: jsonResponse(ConversionSchema, "The conversion reported before (a retry)."),
        ...problemResponses(
          ...AUTHENTICATED,
          ...WITH_BODY,
          "conversion_conflict",
          "conversions_not_configured",
        ),
      },
    }),
    async (c) => {
      const { conversion, created } = await reportConversion(c.var.context(), c.req.valid("json"));
      return created ? c.json(conversion, 201) : c.json(conversion, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/qr/{id}/ab-results",
      tags: ["Campaigns"],
      summary: "A/B results",
      description:
        "Needs `analytics:read`. Each split of the code (its own `variants`, each rule's) with, per variant: scans since the splits last changed (bots left out), unique scanners, conversions, the conversion rate with its 95% Wilson interval, and a two-sided two-proportion z-test against the first variant (significant when p < 0.05). An ended split keeps its figures. Counted: scans answered by a split at or after `since_version`. Not counted in any result: scans answered by the code's fallback (outside its validity, or past its cap), by a rule or default without a split, and scans answered by an edge still holding the version before the split changed (until the change's `effective_by`, they carry the older version).",
      middleware: [requirePermission("analytics:read")] as const,
      request: { params: IdParamSchema },
      responses: {
        200: jsonResponse(AbResultsSchema, "The results."),
        ...problemResponses(...AUTHENTICATED, "qr_not_found"),
      },
    }),
    async (c) => c.json(await abResults(c.var.context(), c.req.valid("param").id), 200),
  );
