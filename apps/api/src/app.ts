// Builds the api worker's Hono app. Middleware order: request id → logging → route check (404, 405) →
// per-request database → (public routes) → authentication → rate limit → JSON body checks → storable input →
// idempotency → routes. Every error, thrown from anywhere, becomes problem+json in onError.
import { OpenAPIHono } from "@hono/zod-openapi";
import type { OpenApiDocument } from "../../../sdks/operations.ts";
import { AUTH_BASE_PATH } from "./access/accounts/auth.ts";
import { accountRoutes } from "./access/accounts/auth-routes.ts";
import { accountSettingsRoutes } from "./access/accounts/routes.ts";
import { auditRoutes } from "./access/audit/routes.ts";
import { authenticate, authenticateIfSent } from "./access/auth/authenticate.ts";
import { keyRoutes } from "./access/keys/routes.ts";
import { SCIM_PATH, scimRoutes } from "./access/scim/protocol-routes.ts";
import { scimTokenRoutes } from "./access/scim/token-routes.ts";
import { SSO_LOOKUP_PATH, ssoLookupRoutes, ssoRoutes } from "./access/sso/routes.ts";
import { samlRoutes } from "./access/sso/saml/saml-routes.ts";
import { SAML_BASE_PATH } from "./access/sso/saml/service-provider.ts";
import { ACCEPT_PATH, invitationRoutes } from "./access/teams/accept-routes.ts";
import { activityRoutes } from "./access/teams/activity-routes.ts";
import { teamRoutes } from "./access/teams/routes.ts";
import { type AppEnv, buildRequestContext } from "./app-env.ts";
import { oauthRoutes } from "./assistants/mcp/oauth-routes.ts";
import { mcpRoutes } from "./assistants/mcp/routes.ts";
import { conversionRoutes } from "./campaigns/conversions/routes.ts";
import { ga4Routes } from "./campaigns/ga4/routes.ts";
import { utmTemplateRoutes } from "./campaigns/utm/routes.ts";
import { abuseReportRoutes, REPORT_PATH } from "./codes/abuse/routes.ts";
import { designRoutes } from "./codes/designs/routes.ts";
import { domainRoutes } from "./codes/domains/routes.ts";
import { fileRoutes } from "./codes/files/routes.ts";
import { folderRoutes } from "./codes/folders/routes.ts";
import { gs1ProductRoutes } from "./codes/gs1-products/routes.ts";
import { logoRoutes } from "./codes/logos/routes.ts";
import { bulkRoutes } from "./codes/qr/bulk-routes.ts";
import { moveRoutes } from "./codes/qr/move-routes.ts";
import { qrRoutes } from "./codes/qr/routes.ts";
import { routingRoutes } from "./codes/routing/routes.ts";
import { tagRoutes } from "./codes/tags/routes.ts";
import { exportRoutes } from "./drawing/exports/routes.ts";
import { imageRoutes } from "./drawing/images/routes.ts";
import { printCheckRoutes } from "./drawing/print-check/routes.ts";
import { eventRoutes } from "./events/feed/routes.ts";
import { registerWebhooks } from "./events/webhooks/openapi-webhooks.ts";
import { webhookRoutes } from "./events/webhooks/routes.ts";
import { ERRORS_REFERENCE_PATH } from "./http/errors/codes.ts";
import { problemResponse } from "./http/errors/problem.ts";
import { healthRoutes } from "./http/health/routes.ts";
import { announceChanges } from "./http/middleware/announce-events.ts";
import { database } from "./http/middleware/database.ts";
import { idempotency } from "./http/middleware/idempotency.ts";
import { jsonBody } from "./http/middleware/json-body.ts";
import { knownRoute, noRoute } from "./http/middleware/known-route.ts";
import { requestLog } from "./http/middleware/logging.ts";
import { rateLimit } from "./http/middleware/rate-limit.ts";
import { requestId } from "./http/middleware/request-id.ts";
import { storableInput } from "./http/middleware/storable-input.ts";
import { DOCS_PATH, OPENAPI_PATH, openApiDocument } from "./http/openapi/document.ts";
import { errorsPage } from "./http/openapi/errors-page.ts";
import { createRouter } from "./http/openapi/router.ts";
import { API_PREFIX, canonicalPath } from "./lib/api-paths.ts";
import type { RequestContext } from "./request-context.ts";
import { analyticsRoutes } from "./scan-path/analytics/routes.ts";
import { clickRoutes } from "./scan-path/clicks/routes.ts";
import { scanRoutes } from "./scan-path/scans/routes.ts";

/** Every route behind an API key runs these, in this order. */
const AUTHENTICATED_CHAIN = [authenticate, rateLimit, jsonBody, storableInput, idempotency] as const;

export interface AppOptions {
  /** The local stack's development routes (local-index.ts); the deployed app has none. */
  devRoutes?: (app: OpenAPIHono<AppEnv>) => void;
}

export function createApp(options: AppOptions = {}) {
  const app = new OpenAPIHono<AppEnv>({ getPath: canonicalPath });
  app.use(async (c, next) => {
    c.set("dispatch", async (request) => app.fetch(request, c.env, c.executionCtx));
    let context: RequestContext | undefined;
    c.set("context", () => {
      context ??= buildRequestContext(c);
      return context;
    });
    await next();
  });
  app.use(requestId, requestLog, knownRoute(app), database, announceChanges);

  // Public routes first: a matched public handler answers before the authentication middleware below.
  app.route(API_PREFIX, healthRoutes);
  // Public, but a key sent along identifies the person accepting (see acceptInvitation).
  app.use(ACCEPT_PATH, authenticateIfSent, jsonBody, storableInput);
  app.route(API_PREFIX, invitationRoutes);
  // Public: anyone may report abuse.
  app.use(REPORT_PATH, jsonBody, storableInput);
  app.route(API_PREFIX, abuseReportRoutes);
  // Public: which single sign-on an address signs in through.
  app.use(SSO_LOOKUP_PATH, jsonBody, storableInput);
  app.route(API_PREFIX, ssoLookupRoutes);
  registerWebhooks(app.openAPIRegistry);
  let document: ReturnType<typeof openApiDocument> | undefined;
  const documentFor = (env: Env) => {
    document ??= openApiDocument(app, env.API_BASE_URL);
    return document;
  };
  app.get(OPENAPI_PATH, (c) => c.json(documentFor(c.env)));
  // The reference is the web app's page (Scalar, from the app's own files); this address stays for old links.
  app.get(DOCS_PATH, (c) => c.redirect("/docs/", 302));
  app.get(ERRORS_REFERENCE_PATH, (c) => c.html(errorsPage()));
  // The MCP server and its OAuth endpoints: each authenticates its own way (mcp/).
  app.route(
    "/",
    mcpRoutes((env) => documentFor(env) as unknown as OpenApiDocument),
  );
  app.route("/", oauthRoutes());
  // SAML's browser and identity-provider endpoints take forms and give XML (access/sso/saml/).
  app.route(SAML_BASE_PATH, samlRoutes);
  app.use(`${AUTH_BASE_PATH}/*`, jsonBody, storableInput);
  app.route(AUTH_BASE_PATH, accountRoutes);
  // SCIM provisioning: its own protocol, authenticated by a team's SCIM token (access/scim/).
  app.route(SCIM_PATH, scimRoutes);
  options.devRoutes?.(app);

  const authenticated = createRouter();
  authenticated.use(...AUTHENTICATED_CHAIN);
  for (const routes of [
    bulkRoutes, // before qrRoutes: /qr/bulk is not a code id
    moveRoutes, // before qrRoutes: /qr/move is not a code id
    qrRoutes,
    folderRoutes,
    gs1ProductRoutes,
    routingRoutes,
    analyticsRoutes,
    clickRoutes,
    imageRoutes,
    printCheckRoutes,
    logoRoutes,
    fileRoutes,
    designRoutes,
    tagRoutes,
    utmTemplateRoutes,
    conversionRoutes,
    ga4Routes,
    domainRoutes,
    exportRoutes,
    keyRoutes,
    teamRoutes,
    ssoRoutes,
    scimTokenRoutes,
    activityRoutes,
    auditRoutes,
    eventRoutes,
    webhookRoutes,
    scanRoutes,
    accountSettingsRoutes,
  ]) {
    authenticated.route("/", routes);
  }
  app.route(API_PREFIX, authenticated);

  app.notFound((c) => {
    throw noRoute(c.req.method, c.req.path);
  });
  app.onError((error, c) => problemResponse(c, error));
  return app;
}
