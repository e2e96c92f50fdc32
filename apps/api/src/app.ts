// Builds the api worker's Hono app. Middleware order: request id → logging → route check (404, 405) →
// per-request database → (public routes) → authentication → rate limit → JSON body checks → storable input →
// idempotency → routes.
import { OpenAPIHono } from "@hono/zod-openapi";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "./app-env.ts";
import { authenticate, authenticateIfSent, WWW_AUTHENTICATE } from "./auth/authenticate.ts";
import { AppError, type ErrorKind, fromDatabaseError } from "./errors.ts";
import { logError } from "./log.ts";
import { database } from "./middleware/database.ts";
import { idempotency } from "./middleware/idempotency.ts";
import { jsonBody } from "./middleware/json-body.ts";
import { knownRoute, noRoute } from "./middleware/known-route.ts";
import { requestLog } from "./middleware/logging.ts";
import { rateLimit } from "./middleware/rate-limit.ts";
import { requestId } from "./middleware/request-id.ts";
import { storableInput } from "./middleware/storable-input.ts";
import { OPENAPI_PATH, openApiDocument, referencePage } from "./openapi/document.ts";
import { createRouter } from "./openapi/router.ts";
import { problem, problemResponse } from "./problem.ts";
import { analyticsRoutes } from "./routes/analytics.ts";
import { healthRoutes } from "./routes/health.ts";
import { imageRoutes } from "./routes/images.ts";
import { ACCEPT_PATH, invitationRoutes } from "./routes/invitations.ts";
import { keyRoutes } from "./routes/keys.ts";
import { qrRoutes } from "./routes/qr/index.ts";
import { teamRoutes } from "./routes/teams.ts";

const STATUS_OF_KIND: Record<ErrorKind, ContentfulStatusCode> = {
  unauthenticated: 401,
  not_found: 404,
  conflict: 409,
  forbidden: 403,
  gone: 410,
  invalid: 422,
  unavailable: 503,
};

/** Every authenticated route runs these, in this order. */
const AUTHENTICATED_CHAIN = [authenticate, rateLimit, jsonBody, storableInput, idempotency] as const;

export function createApp() {
  const app = new OpenAPIHono<AppEnv>();
  app.use(requestId, requestLog, knownRoute(app), database);

  // Public routes first: a matched public handler answers before the authentication middleware below.
  app.route("/api/v1", healthRoutes);
  let document: ReturnType<typeof openApiDocument> | undefined;
  const documentFor = (env: Env) => {
    document ??= openApiDocument(app, env.API_BASE_URL);
    return document;
  };
  // Public, but a key sent along identifies the person accepting (see acceptInvitation).
  for (const path of [ACCEPT_PATH, "/api/invitations/accept"]) {
    app.use(path, authenticateIfSent, jsonBody, storableInput);
  }
  app.route("/api/v1", invitationRoutes);
  const acceptAlias = new Hono<AppEnv>(); // unversioned, like the team routes; left out of the document
  acceptAlias.route("/", invitationRoutes);
  app.route("/api", acceptAlias);
  app.get(OPENAPI_PATH, (c) => c.json(documentFor(c.env)));
  app.get("/api/v1/docs", (c) => c.html(referencePage(documentFor(c.env))));

  const v1 = createRouter();
  v1.use(...AUTHENTICATED_CHAIN);
  v1.route("/", qrRoutes);
  v1.route("/", analyticsRoutes);
  v1.route("/", imageRoutes);
  v1.route("/", keyRoutes);
  v1.route("/", teamRoutes);
  app.route("/api/v1", v1);

  // SPEC.md's creation example uses /v1/qr: the same QR routes, left out of the document (see its intro).
  const alias = new Hono<AppEnv>();
  alias.use(...AUTHENTICATED_CHAIN);
  alias.route("/", qrRoutes);
  alias.route("/", analyticsRoutes);
  alias.route("/", imageRoutes);
  app.route("/v1", alias);

  // SPEC.md lists the team routes without a version: /api/teams…
  const unversioned = new Hono<AppEnv>();
  for (const path of ["/teams", "/teams/*"]) unversioned.use(path, ...AUTHENTICATED_CHAIN);
  unversioned.route("/", teamRoutes);
  app.route("/api", unversioned);

  app.notFound((c) => problemResponse(c, noRoute(c.req.method, c.req.path)));
  app.onError((error, c) => {
    const known = error instanceof AppError ? error : fromDatabaseError(error);
    if (known) {
      const headers = known.kind === "unauthenticated" ? { "WWW-Authenticate": WWW_AUTHENTICATE } : undefined;
      return problemResponse(c, problem(STATUS_OF_KIND[known.kind], known.message, known.errors), headers);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return problemResponse(
        c,
        problem(error.status as ContentfulStatusCode, error.message || "The request was refused."),
      );
    }
    logError("unhandled error", error, { request_id: c.get("requestId") });
    return problemResponse(
      c,
      problem(500, "Something went wrong on our side. Quote the request id if you ask us."),
    );
  });
  return app;
}
