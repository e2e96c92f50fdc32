// /api/auth/*: the account library's endpoints (sign-up, sign-in, sign-out, verification, password reset and
// change, sessions, account deletion, two-factor, passkeys). Its refusals become problem+json like every other error of the API.
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import type { ErrorCode } from "../../http/errors/codes.ts";
import { hasJsonBody } from "../../http/middleware/json-body.ts";
import { crossSiteAdvice } from "../auth/own-origins.ts";
import { AUTH_BASE_PATH } from "./auth.ts";
import { authFor } from "./auth-for.ts";
import { LIBRARY_REQUEST_ID_HEADER } from "./security-events.ts";

/** The library's error codes that have a code of ours; any other refusal is `account_request_refused`. */
const CODE_OF: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: "invalid_credentials",
  EMAIL_NOT_VERIFIED: "email_not_verified",
  INVALID_PASSWORD: "invalid_credentials",
  LAST_OWNER: "last_owner",
  PASSWORD_REJECTED: "validation_failed",
  PASSWORD_TOO_SHORT: "validation_failed",
  PASSWORD_TOO_LONG: "validation_failed",
  INVALID_EMAIL: "validation_failed",
  DISPOSABLE_EMAIL: "validation_failed",
  VALIDATION_ERROR: "validation_failed",
  PASSKEY_NAME_INVALID: "validation_failed",
  NAME_INVALID: "validation_failed",
  INVALID_ORIGIN: "cross_site_request",
  MISSING_OR_NULL_ORIGIN: "cross_site_request",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "cross_site_request",
  UNAUTHORIZED: "session_expired",
  INVALID_CODE: "two_factor_invalid",
  INVALID_BACKUP_CODE: "two_factor_invalid",
  OTP_HAS_EXPIRED: "two_factor_invalid",
  SSO_REQUIRED: "sso_required",
};

export const accountRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
  // The body checks before this have read the body; the library gets the same bytes again, and our request id
  // for the entries its hooks write.
  const body = hasJsonBody(c.req.method) ? await c.req.text() : undefined;
  const headers = new Headers(c.req.raw.headers);
  headers.set(LIBRARY_REQUEST_ID_HEADER, c.var.requestId ?? "");
  const request = new Request(c.req.raw.url, { method: c.req.method, headers, body });
  const response = await (await authFor(c, body)).handler(request);
  if (response.status < 400) return response;
  // A browser coming back from a provider gets a page that says what went wrong, not a JSON document.
  if (c.req.method === "GET" && c.req.path.startsWith(`${AUTH_BASE_PATH}/callback/`)) {
    const { code } = (await response.json().catch(() => ({}))) as { code?: string };
    const error = code === "SSO_EMAIL_OUTSIDE_DOMAIN" ? "email_outside_domain" : "sign_in_refused";
    return c.redirect(`/sign-in/sso?error=${error}`, 302);
  }
  throw await refusalOf(response, c.env.API_BASE_URL);
});

/** The library's words, where they would puzzle a person. */
const DETAIL_OF: Record<string, string> = {
  INVALID_TWO_FACTOR_COOKIE: "This sign-in has expired or was already used; sign in again.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many wrong codes for this sign-in; sign in again.",
};

async function refusalOf(response: Response, apiBaseUrl: string): Promise<ApiError> {
  if (response.status === 429) {
    const retryAfter = response.headers.get("X-Retry-After") ?? response.headers.get("Retry-After") ?? "60";
    return new ApiError("rate_limited", "Too many attempts; wait before trying again.", {
      headers: { "Retry-After": retryAfter },
    });
  }
  if (response.status === 404) return new ApiError("route_not_found", "No such account route.");
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const code =
    (body.code && CODE_OF[body.code]) ||
    (response.status === 401 ? "session_expired" : "account_request_refused");
  const detail =
    code === "cross_site_request"
      ? crossSiteAdvice(apiBaseUrl)
      : (body.code && DETAIL_OF[body.code]) || body.message || "The request was refused.";
  if (code === "validation_failed") {
    const field = /email/i.test(body.code ?? "")
      ? "email"
      : /name/i.test(body.code ?? "")
        ? "name"
        : "password";
    return new ApiError(code, "The request is invalid.", { errors: [{ path: field, message: detail }] });
  }
  return new ApiError(code, detail);
}
