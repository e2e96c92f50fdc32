// Building blocks of the route definitions: JSON bodies and responses, and the error responses a route can
// answer, described from the one table of error codes.
import { ERROR_CODES, ERRORS_REFERENCE_PATH, type ErrorCode } from "../errors/codes.ts";
import { ProblemSchema } from "./shared-schemas.ts";

type ProblemResponse = {
  description: string;
  content: { "application/problem+json": { schema: typeof ProblemSchema } };
};

/** The problem+json responses of these codes, one per status, each listing its codes. */
export function problemResponses(...codes: ErrorCode[]): Record<number, ProblemResponse> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const { status } = ERROR_CODES[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<number, ProblemResponse> = {};
  for (const [status, group] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[status] = {
      // Each code links to its explanation, the anchor its problem `type` URI names.
      description: group
        .map((code) => `[\`${code}\`](${ERRORS_REFERENCE_PATH}#${code}): ${ERROR_CODES[code].title}.`)
        .join(" "),
      content: { "application/problem+json": { schema: ProblemSchema } },
    };
  }
  return responses;
}

/** What every route behind an API key can answer besides its own outcomes. */
export const AUTHENTICATED = [
  "api_key_missing",
  "api_key_invalid",
  "permission_missing",
  "rate_limited",
] as const satisfies ErrorCode[];

/** What a route with a JSON body can answer about the body itself. */
export const WITH_BODY = [
  "malformed_request",
  "body_too_large",
  "unsupported_media_type",
  "validation_failed",
] as const satisfies ErrorCode[];

/** What a POST route can answer about its `Idempotency-Key`. */
export const IDEMPOTENT = [
  "idempotency_key_invalid",
  "idempotency_in_progress",
  "idempotency_key_reused",
] as const satisfies ErrorCode[];

/** A JSON response with `description`. */
export const jsonResponse = <T>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** A required JSON request body. */
export const jsonRequestBody = <T>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});
