// The one error the library throws: a refused request carries the API's problem (RFC 9457: status, code, detail,
// the fields at fault, the request id to quote to support); a request that never got an answer has status 0 and
// code `connection_failed` or `timeout`.
import type { Problem } from "./types.ts";

export type FieldError = NonNullable<Problem["errors"]>[number];

export class QrServiceError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string | undefined;
  readonly errors: FieldError[];
  readonly requestId: string | undefined;
  readonly type: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    detail?: string | undefined;
    errors?: FieldError[] | undefined;
    requestId?: string | undefined;
    type?: string | undefined;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = "QrServiceError";
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.errors = init.errors ?? [];
    this.requestId = init.requestId;
    this.type = init.type;
  }

  /** The message for one field (`url`, `codes[3].slug`), if the API named it. */
  fieldError(path: string): string | undefined {
    return this.errors.find((error) => error.path === path)?.message;
  }

  /** From a refused response: its problem+json body, or what can be said without one. */
  static async fromResponse(response: Response): Promise<QrServiceError> {
    const requestId = response.headers.get("X-Request-Id") ?? undefined;
    let problem: Partial<Problem> = {};
    try {
      if ((response.headers.get("Content-Type") ?? "").includes("json")) problem = await response.json();
    } catch {
      // a body that is not JSON: the status says what there is to say
    }
    const code = problem.code ?? `http_${response.status}`;
    const detail = problem.detail;
    const fields = (problem.errors ?? []).map((error) => `${error.path}: ${error.message}`).join("; ");
    return new QrServiceError({
      status: response.status,
      code,
      message: `${response.status} ${code}${detail ? `: ${detail}` : ""}${fields ? ` (${fields})` : ""}${requestId ? ` [request ${requestId}]` : ""}`,
      detail,
      errors: problem.errors,
      requestId: problem.request_id ?? requestId,
      type: problem.type,
    });
  }
}
