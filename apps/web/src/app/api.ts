// The API, from the browser: the typed client (same origin, the session cookie as credential), the account
// endpoints, and the one way a refusal becomes a message on the page.
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

/** The data of a typed client call, or an ApiFailure carrying the problem. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiFailure(response.status, error as Partial<Problem> | undefined);
  return data as T;
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
