// Building blocks of the route definitions: JSON bodies and responses, and the error responses, each
// documented with the problem+json schema.
import { ProblemSchema } from "./schemas.ts";

const DESCRIPTIONS = {
  400: "Malformed request (for example, a body that is not JSON).",
  401: "Missing, malformed, unknown, expired or revoked API key.",
  403: "The API key lacks the permission the route needs.",
  404: "No such resource in the API key's team.",
  409: "Conflict with the current state.",
  410: "Gone.",
  413: "Request body larger than 64 KB.",
  415: "Request body is not JSON.",
  422: "Validation failed; `errors` lists each field.",
  429: "Rate limited; see Retry-After.",
} as const;

type ErrorStatus = keyof typeof DESCRIPTIONS;

type ProblemResponse = {
  description: string;
  content: { "application/problem+json": { schema: typeof ProblemSchema } };
};

export function problemResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, ProblemResponse> {
  const responses = {} as Record<S, ProblemResponse>;
  for (const status of statuses) {
    responses[status] = {
      description: DESCRIPTIONS[status],
      content: { "application/problem+json": { schema: ProblemSchema } },
    };
  }
  return responses;
}

/** What every authenticated route can answer besides its own outcomes. */
export const AUTHENTICATED = [401, 403, 429] as const;
export const WITH_BODY = [400, 413, 415, 422] as const;

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
