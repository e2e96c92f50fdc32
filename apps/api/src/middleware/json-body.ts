// Requests with a body must send JSON of at most 64 KB: 415 for another content type, 413 when too large,
// 400 when it does not parse. The parsed body is cached by Hono for the validator that runs next. A POST with no
// body at all (activate, leave) passes; a route that needs a body then refuses it as its validator does (422).
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { ApiError } from "../errors/api-error.ts";

export const MAX_BODY_BYTES = 64 * 1024;
/** Bulk routes carry up to 1,000 rows. */
export const MAX_BULK_BODY_BYTES = 2 * 1024 * 1024;

function bodyLimit(path: string): number {
  return path.endsWith("/qr/bulk") ? MAX_BULK_BODY_BYTES : MAX_BODY_BYTES;
}

/** The methods whose requests carry a JSON body (checked here, read by the validators). */
export function hasJsonBody(method: string): boolean {
  return method === "POST" || method === "PATCH" || method === "PUT";
}

export const jsonBody = createMiddleware<AppEnv>(async (c, next) => {
  if (!hasJsonBody(c.req.method)) return next();
  const limit = bodyLimit(c.req.path);
  const declared = Number(c.req.header("Content-Length") ?? 0);
  if (declared > limit) throw tooLarge(limit);
  const type = c.req.header("Content-Type") ?? "";
  if (type === "" && (await c.req.text()) === "") return next();
  if (!/^application\/(.+\+)?json\s*(;|$)/i.test(type)) {
    throw new ApiError(
      "unsupported_media_type",
      "Send the request body as JSON (Content-Type: application/json).",
    );
  }
  const text = await c.req.text();
  if (new TextEncoder().encode(text).length > limit) throw tooLarge(limit);
  try {
    JSON.parse(text);
  } catch {
    throw new ApiError("malformed_request", "The request body is not valid JSON.");
  }
  await next();
});

function tooLarge(limit: number) {
  return new ApiError("body_too_large", `The request body must be at most ${limit} bytes.`);
}
