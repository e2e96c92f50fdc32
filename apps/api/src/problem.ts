// RFC 9457 problem+json: the one shape of every error response.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "./app-env.ts";

export interface Problem {
  status: ContentfulStatusCode;
  title: string;
  detail: string;
  /** Field-level reasons, for 422. */
  errors?: { path: string; message: string }[];
}

const TITLES: Partial<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  410: "Gone",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export function problem(status: ContentfulStatusCode, detail: string, errors?: Problem["errors"]): Problem {
  return { status, title: TITLES[status] ?? "Error", detail, ...(errors ? { errors } : {}) };
}

export function problemResponse(
  c: Context<AppEnv>,
  body: Problem,
  headers: Record<string, string> = {},
): Response {
  return c.body(
    JSON.stringify({
      type: `about:blank`,
      title: body.title,
      status: body.status,
      detail: body.detail,
      request_id: c.get("requestId"),
      ...(body.errors ? { errors: body.errors } : {}),
    }),
    body.status,
    { "Content-Type": "application/problem+json", ...headers },
  );
}
