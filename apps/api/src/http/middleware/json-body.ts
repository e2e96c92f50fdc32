// Requests with a body must send JSON of at most 64 KB: 415 for another content type, 413 when too large,
// 400 when it does not parse. The parsed body is cached by Hono for the validator that runs next. A POST with no
// body at all (activate, leave) passes; a route that needs a body then refuses it as its validator does (422).
// The few routes that take another kind of body (a CSV upload, a logo, a page's file) are listed here, with their limits, so
// the whole rule stays in one place.
import { MAX_FILE_BYTES } from "@qr/core/content/types";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import { readBounded } from "../../lib/bounded-body.ts";
import { ApiError } from "../errors/api-error.ts";

export const MAX_BODY_BYTES = 64 * 1024;
/** Bulk routes carry up to 1,000 rows. */
export const MAX_BULK_BODY_BYTES = 2 * 1024 * 1024;
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

/** A route's body: JSON, CSV text, or a file whose bytes (not its Content-Type) say what it is. */
export type BodyKind = "json" | "csv" | "file";

const MEDIA_TYPES: Record<BodyKind, RegExp> = {
  json: /^application\/(.+\+)?json\s*(;|$)/i,
  csv: /^text\/csv\s*(;|$)/i,
  file: /^/,
};

interface BodyRule {
  limit: number;
  kinds: readonly BodyKind[];
}

const JSON_ONLY: BodyRule = { limit: MAX_BODY_BYTES, kinds: ["json"] };

function bodyRule(path: string): BodyRule {
  if (path.endsWith("/qr/bulk")) return { limit: MAX_BULK_BODY_BYTES, kinds: ["json", "csv"] };
  // An MCP request carries a tool's arguments, up to a bulk route's body (mcp/).
  if (path === "/mcp") return { limit: MAX_BULK_BODY_BYTES + MAX_BODY_BYTES, kinds: ["json"] };
  // A logo is at most 256 KB; a larger file up to this limit is read and refused with that reason (422).
  if (path.endsWith("/logos")) return { limit: MAX_BULK_BODY_BYTES, kinds: ["file"] };
  // A page's file (files/): a larger body than its limit is refused unread, by its Content-Length or its size.
  if (path.endsWith("/files")) return { limit: MAX_FILE_BYTES, kinds: ["file"] };
  // A phone's photo of a printed code (print-check/).
  if (path.endsWith("/print-check")) return { limit: MAX_PHOTO_BYTES, kinds: ["file"] };
  return JSON_ONLY;
}

/** The methods whose requests carry a body (checked here, read by the validators). */
export function hasJsonBody(method: string): boolean {
  return method === "POST" || method === "PATCH" || method === "PUT";
}

/** What kind of body the request declares, if it is one its route takes. */
export function bodyKind(path: string, contentType: string): BodyKind | undefined {
  return bodyRule(path).kinds.find((kind) => MEDIA_TYPES[kind].test(contentType));
}

export const jsonBody = createMiddleware<AppEnv>(async (c, next) => {
  if (!hasJsonBody(c.req.method)) return next();
  const rule = bodyRule(c.req.path);
  const declared = Number(c.req.header("Content-Length") ?? 0);
  if (declared > rule.limit) throw tooLarge(rule.limit);
  const type = c.req.header("Content-Type") ?? "";
  if (type === "" && (await bodyWithin(c, rule.limit)).byteLength === 0) return next();
  const kind = bodyKind(c.req.path, type);
  if (kind === undefined) {
    throw new ApiError(
      "unsupported_media_type",
      rule.kinds.includes("csv")
        ? "Send the request body as JSON (Content-Type: application/json) or CSV (Content-Type: text/csv)."
        : "Send the request body as JSON (Content-Type: application/json).",
    );
  }
  await bodyWithin(c, rule.limit);
  if (kind === "file") return next();
  const text = await c.req.text();
  if (kind === "json") {
    try {
      JSON.parse(text);
    } catch {
      throw new ApiError("malformed_request", "The request body is not valid JSON.");
    }
  }
  await next();
});

/**
 * The body, read no further than the route's limit (a sender without a Content-Length is cut off there), then
 * given back as the request's body for the readers after (the validators, the routes).
 */
async function bodyWithin(c: Context<AppEnv>, limit: number): Promise<Uint8Array> {
  const fresh = !c.req.raw.bodyUsed;
  const bytes = fresh ? await readBounded(c.req.raw, limit) : new Uint8Array(await c.req.arrayBuffer());
  if (!bytes || bytes.byteLength > limit) throw tooLarge(limit);
  if (fresh) c.req.raw = new Request(c.req.raw, { body: bytes });
  return bytes;
}

function tooLarge(limit: number) {
  return new ApiError("body_too_large", `The request body must be at most ${limit} bytes.`);
}
