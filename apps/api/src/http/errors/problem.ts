// RFC 9457 problem+json, the one shape of every error response, and the only code that writes one (it runs in
// app.onError). Whatever was thrown becomes an ApiError first; anything unknown is logged and is a 500.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../../app-env.ts";
import { logError } from "../../lib/log.ts";
import { ApiError, fromDatabaseError } from "./api-error.ts";
import { ERROR_CODES, errorTypeUri } from "./codes.ts";

export function problemResponse(c: Context<AppEnv>, thrown: unknown): Response {
  const error = asApiError(thrown, c.get("requestId"));
  const { status, title } = ERROR_CODES[error.code];
  const body = {
    type: errorTypeUri(c.env.API_BASE_URL, error.code),
    title,
    status,
    code: error.code,
    detail: error.message,
    request_id: c.get("requestId"),
    ...(error.errors ? { errors: error.errors } : {}),
  };
  return c.body(JSON.stringify(body), status, {
    ...(status === 401 ? { "WWW-Authenticate": WWW_AUTHENTICATE } : {}),
    ...error.headers,
    "Content-Type": "application/problem+json",
  });
}

/** Every 401 names the scheme that would succeed (RFC 9110); /mcp's also where OAuth starts (assistants/mcp/authenticate.ts). */
const WWW_AUTHENTICATE = 'Bearer realm="qr-api"';

function asApiError(thrown: unknown, requestId: string | undefined): ApiError {
  if (thrown instanceof ApiError) return thrown;
  // A check that held the request's statements (a destination's reputation) failed them: the driver wraps it.
  if (thrown instanceof Error && thrown.cause instanceof ApiError) return thrown.cause;
  const fromDatabase = fromDatabaseError(thrown);
  if (fromDatabase) return fromDatabase;
  // Hono's own refusals (e.g. a body its validator cannot parse) are the caller's to fix.
  if (thrown instanceof HTTPException && thrown.status < 500) {
    return new ApiError("malformed_request", thrown.message || "The request was refused.");
  }
  logError("unhandled error", thrown, { request_id: requestId });
  return new ApiError(
    "internal_error",
    "Something went wrong on our side. Quote the request id if you ask us.",
  );
}
