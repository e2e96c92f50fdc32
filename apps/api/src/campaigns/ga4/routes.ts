// The GA4 stream of the team, and of single codes: where the consumer forwards their scans (forward.ts).
import { createRoute, z } from "@hono/zod-openapi";
import { requirePermission } from "../../access/auth/require-permission.ts";
import {
  AUTHENTICATED,
  jsonRequestBody,
  jsonResponse,
  problemResponses,
  WITH_BODY,
} from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { IdParamSchema, Timestamp } from "../../http/openapi/shared-schemas.ts";
import { readStream, removeStream, STREAMS_CACHE_MS, setStream } from "./streams.ts";

const Ga4StreamSchema = z
  .object({
    scope: z.enum(["team", "code"]),
    qr_id: z.string().nullable(),
    measurement_id: z.string().openapi({ example: "G-ABC123XYZ9" }),
    api_secret_set: z.literal(true).openapi({ description: "The secret is stored sealed and never shown." }),
    updated_at: Timestamp,
  })
  .openapi("Ga4Stream");

const SetGa4StreamSchema = z
  .strictObject({
    measurement_id: z
      .string()
      .regex(
        /^G-[A-Z0-9]{4,20}$/,
        "a measurement id is G- and 4-20 capital letters or digits, such as G-ABC123XYZ9",
      ),
    api_secret: z.string().min(8).max(200).openapi({
      description: "A Measurement Protocol API secret of the stream (GA4 → Admin → Data streams).",
    }),
  })
  .openapi("SetGa4Stream");

const FORWARDING = `Each human scan becomes a \`qr_scan\` event (parameters: qr_id, qr_slug, country, language, answered_by, variant), sent by the scan consumer after the scan is stored: cookieless (the client id comes from the day's visitor hash) and with no IP. A change reaches the consumer within ${STREAMS_CACHE_MS / 1000} s.`;

const scopes = [
  { path: "/ga4", label: "the team", params: undefined },
  { path: "/qr/{id}/ga4", label: "a code (instead of the team's)", params: IdParamSchema },
] as const;

let router = createRouter();
for (const { path, label, params } of scopes) {
  const qrIdOf = (c: { req: { param: (name: string) => string | undefined } }) =>
    params ? (c.req.param("id") ?? null) : null;
  const request = params ? { params } : {};
  router = router
    .openapi(
      createRoute({
        method: "get",
        path,
        tags: ["Campaigns"],
        summary: `Read the GA4 stream of ${label}`,
        description: `Needs \`qr:read\`. ${FORWARDING}`,
        middleware: [requirePermission("qr:read")] as const,
        request,
        responses: {
          200: jsonResponse(Ga4StreamSchema, "The stream (never its secret)."),
          ...problemResponses(...AUTHENTICATED, "google_analytics_not_configured", "qr_not_found"),
        },
      }),
      async (c) => c.json(await readStream(c.var.context(), qrIdOf(c)), 200),
    )
    .openapi(
      createRoute({
        method: "put",
        path,
        tags: ["Campaigns"],
        summary: `Set the GA4 stream of ${label}`,
        description: `Needs \`team:admin\`. The API secret is stored encrypted. ${FORWARDING}`,
        middleware: [requirePermission("team:admin")] as const,
        request: { ...request, body: jsonRequestBody(SetGa4StreamSchema) },
        responses: {
          200: jsonResponse(Ga4StreamSchema, "The stream."),
          ...problemResponses(...AUTHENTICATED, ...WITH_BODY, "qr_not_found"),
        },
      }),
      async (c) => c.json(await setStream(c.var.context(), qrIdOf(c), c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "delete",
        path,
        tags: ["Campaigns"],
        summary: `Stop forwarding ${label}'s scans to GA4`,
        description: "Needs `team:admin`.",
        middleware: [requirePermission("team:admin")] as const,
        request,
        responses: {
          204: { description: "Removed." },
          ...problemResponses(...AUTHENTICATED, "google_analytics_not_configured", "qr_not_found"),
        },
      }),
      async (c) => {
        await removeStream(c.var.context(), qrIdOf(c));
        return c.body(null, 204);
      },
    );
}

export const ga4Routes = router;
