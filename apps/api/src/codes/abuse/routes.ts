// POST /abuse-reports: public (no account is needed to report a code), rate limited per network (reports.ts).
import { createRoute } from "@hono/zod-openapi";
import { sha256Hex } from "@qr/core/hash";
import { jsonRequestBody, jsonResponse, problemResponses, WITH_BODY } from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { reportAbuse } from "./reports.ts";
import { AbuseReportInputSchema, AbuseReportReceivedSchema } from "./schemas.ts";

export const REPORT_PATH = "/api/v1/abuse-reports";

export const abuseReportRoutes = createRouter().openapi(
  createRoute({
    method: "post",
    path: "/abuse-reports",
    tags: ["Service"],
    summary: "Report abuse",
    description:
      "Public: anyone may report a QR code or link of this service that leads to phishing, malware, a scam or other abuse. No account is needed; the web app's form is at `/report`, and every page the redirect worker serves links to it. Our team reviews each report and can disable the code. At most 10 reports an hour from one network (429 `abuse_reports_limited` with `Retry-After`).",
    security: [],
    request: { body: jsonRequestBody(AbuseReportInputSchema) },
    responses: {
      201: jsonResponse(AbuseReportReceivedSchema, "Received: our team will look at it."),
      ...problemResponses(...WITH_BODY, "abuse_reports_limited"),
    },
  }),
  async (c) => {
    const client = c.req.header("CF-Connecting-IP") ?? "unknown";
    const received = await reportAbuse(
      {
        db: c.var.db(),
        scanBaseUrl: c.env.SCAN_BASE_URL,
        // Keyed with the service's secret, so the stored count names no recoverable address.
        clientKey: await sha256Hex(`${c.env.AUTH_SECRET}:${client}`),
      },
      c.req.valid("json"),
    );
    return c.json(received, 201);
  },
);
