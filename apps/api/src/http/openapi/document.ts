// The OpenAPI 3.1 document, generated from the routes' zod schemas.
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../app-env.ts";
import { nameOperations } from "./operation-ids.ts";

export const OPENAPI_PATH = "/api/v1/openapi.json";
export const DOCS_PATH = "/api/v1/docs";

export const INFO = {
  title: "QR service API",
  version: "1.0.0",
  description: [
    "Dynamic QR codes: create codes whose destination can change after printing, manage team API keys, read scan analytics.",
    "",
    "**Authentication.** Every route except health and this document needs `Authorization: Bearer <API key>`, or the session cookie of a signed-in person (sign-up and sign-in are under `/api/auth`; changes made with the cookie must come from the service's own origin).",
    "**Errors.** Every error is `application/problem+json` (RFC 9457) with a stable `code`, a `type` URI that explains it, and a `request_id`; every response carries `X-Request-Id`.",
    "**Aliases.** The QR routes also answer under `/v1/qr…`, the team routes under `/api/teams…` and `/api/invitations/accept` (unversioned).",
    "**Idempotency.** POST and PATCH routes accept `Idempotency-Key`; a retry with the same key and body replays the first response.",
    "**Branded domains.** A team prints its own hostname (`go.brand.com/menu`): add it with `POST /domains`, create the DNS records the answer lists, verify; `domain` on `POST /qr` picks it (omitted: the team's default domain).",
    "**Client libraries.** Node.js and browsers (`qrservice`), React (`@qrservice/react`: `<QrCode>` and hooks) and Python (`qrservice`), generated from this document, with paged lists as iterators, retries that honour `Retry-After` and an `Idempotency-Key` on every POST and PATCH: their quickstarts are in the repository's docs/sdks.md. Each operation's `operationId` is its method's name (`codes.create` is `qr.codes.create(…)`).",
    "**Limits.** JSON bodies ≤ 64 KB (bulk routes: 2 MB, JSON or CSV); metadata ≤ 50 keys / 4 KB; pages ≤ 100; 600 requests a minute per key: every keyed response carries `RateLimit-Policy` and `RateLimit`, and a 429 `Retry-After`.",
  ].join("\n"),
};

export function openApiDocument(app: OpenAPIHono<AppEnv>, serverUrl: string) {
  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer" });
  const document = app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: INFO,
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
  });
  nameOperations(document.paths as Parameters<typeof nameOperations>[0]);
  return document;
}
