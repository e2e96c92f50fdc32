// The API, from the browser: the typed client (same origin, the session cookie as credential), the account
// endpoints, and the one way a refusal becomes a message on the page. Every call goes through here: JSON, files
// and CSV sent as they are (`rawBody`), and images read as blobs (openapi-fetch's `parseAs: "blob"`).
import { createApiClient, type Problem } from "./api-client.ts";

export const api = createApiClient("");

export class ApiFailure extends Error {
  readonly problem: Partial<Problem> | undefined;
  readonly status: number;
  constructor(status: number, problem: Partial<Problem> | undefined) {
    super(problem?.detail ?? `The service answered ${status}.`);
    this.status = status;
    this.problem = problem;
  }
  /** What to show beside a field: the problem's reason for it, if any. */
  fieldError(path: string): string | undefined {
    return this.problem?.errors?.find((error) => error.path === path)?.message;
  }
}

/** Whether a read failed because the object is not the team's (or does not exist): the page says so. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiFailure && error.status === 404;
}

/** The data of a typed client call, or an ApiFailure carrying the problem. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiFailure(response.status, error as Partial<Problem> | undefined);
  return data as T;
}

/**
 * A file or text sent as the request's body as it is, with its type (a logo, a photo, a CSV file): the options to
 * spread into a typed call. The document types such bodies as strings; the browser sends a Blob or a string alike.
 */
export function rawBody(body: Blob | string, contentType: string) {
  return {
    body: body as string,
    bodySerializer: (sent: unknown) => sent as BodyInit,
    headers: { "Content-Type": contentType },
  };
}

/** POST to the account endpoints (/api/auth/…), which the OpenAPI document does not describe; GET without a body. */
export async function account(path: string, body?: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(
    `/api/auth${path}`,
    body === undefined
      ? {}
      : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
  );
  const payload = response.headers.get("Content-Type")?.includes("json") ? await response.json() : undefined;
  if (!response.ok) throw new ApiFailure(response.status, payload as Partial<Problem> | undefined);
  return payload;
}
