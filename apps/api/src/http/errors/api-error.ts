// The one error the API throws: a stable code (which fixes the status and title, see codes.ts), a detail for
// people, and field errors for a 422. Business actions throw it without knowing HTTP; app.onError writes it.
import { describeError, sqlStateOf } from "../../lib/log.ts";
import type { ErrorCode } from "./codes.ts";

/** The SQLSTATE verify_api_key and verify_session raise (migration 0008). */
export const CREDENTIAL_CHANGED = "QRC01";
/** The SQLSTATE assert_holds raises (migration 0008): what a batch relied on did not hold; nothing was kept. */
export const ASSUMPTION_FAILED = "QRA01";
/** The SQLSTATE the trigger of migration 0012 raises for a URL on a blocked host; its message names the host. */
export const DESTINATION_BLOCKED = "QRB01";
export const CODE_TAKEN_DOWN = "QRB02";
export const NEW_TEAM_LIMIT = "QRL01";

export interface FieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;
  /** Headers the response needs, e.g. Retry-After, Allow, WWW-Authenticate. */
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    detail: string,
    options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.name = "ApiError";
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

/** A 422 listing what is wrong with each field. */
export function validationFailed(errors: FieldError[]): ApiError {
  return new ApiError("validation_failed", "The request is invalid.", { errors });
}

/**
 * What a database error means for the caller, decided once for every query: a unique violation is a conflict
 * (two requests created the same thing at once), a data exception (SQLSTATE class 22) a value the database
 * cannot hold, QRB01 a destination on a blocked host, and QRC01 a credential that changed under the request (access/auth/answer-again.ts answers such a
 * request again; this is what it answers if the credential changed once more meanwhile). Anything else is ours,
 * a 5xx.
 */
/** The constraint that keeps a code's `url` and `content` as its type has them (migration 0020). */
const TARGET_BY_TYPE = "qr_codes_target_by_type";
/** A content's file id that is not the team's, or a PDF as a photo (migration 0022): "content.<field>: <why>". */
export const FILE_REFUSED = "QRF01";

export function fromDatabaseError(error: unknown): ApiError | undefined {
  const state = sqlStateOf(error);
  if (state === CREDENTIAL_CHANGED) {
    return new ApiError(
      "credential_changed",
      "The API key or session changed while this request ran; send it again.",
    );
  }
  if (state === DESTINATION_BLOCKED) {
    const said = describeError(error).find((link) => link.code === DESTINATION_BLOCKED)?.message;
    return new ApiError("destination_blocked", `Refused: ${said ?? "a destination host is blocked"}.`);
  }
  if (state === CODE_TAKEN_DOWN) {
    return new ApiError("code_taken_down", "This code was disabled for abuse and cannot be turned back on.");
  }
  if (state === NEW_TEAM_LIMIT) {
    const said = describeError(error).find((link) => link.code === NEW_TEAM_LIMIT)?.message ?? "";
    const retryAfter = /retry in (\d+) s/.exec(said)?.[1] ?? "3600";
    return new ApiError("new_team_code_limit", `${said.replace(/ \(retry in \d+ s\)$/, "")}.`, {
      headers: { "Retry-After": retryAfter },
    });
  }
  if (state === FILE_REFUSED) {
    const said = describeError(error).find((link) => link.code === FILE_REFUSED)?.message ?? "";
    const [, field = "content", why = "no file with this id in your team"] =
      /^([\w.]+): (.*)$/.exec(said) ?? [];
    return validationFailed([{ path: field, message: why }]);
  }
  if (state === "23514" && describeError(error).some((link) => link.message.includes(TARGET_BY_TYPE))) {
    return validationFailed([
      { path: "url", message: "only a url code has a url of its own: change the content of other types" },
    ]);
  }
  if (state === "23505") {
    return new ApiError(
      "concurrent_change",
      "This conflicts with a resource created at the same time; retry.",
    );
  }
  if (state?.startsWith("22")) {
    return validationFailed([{ path: "(request)", message: "holds a value the database cannot store" }]);
  }
  return undefined;
}
