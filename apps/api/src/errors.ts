// HTTP-agnostic errors thrown by business actions. Only the app's onError knows their status codes.
import { sqlStateOf } from "./log.ts";

export type ErrorKind =
  | "unauthenticated"
  | "not_found"
  | "conflict"
  | "forbidden"
  | "gone"
  | "invalid"
  | "unavailable";

export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly errors: FieldError[] | undefined;

  constructor(kind: ErrorKind, message: string, errors?: FieldError[]) {
    super(message);
    this.kind = kind;
    this.errors = errors;
  }
}

/** The action needs to know who is asking, and the request did not say (or not convincingly). */
export class Unauthenticated extends AppError {
  constructor(message: string) {
    super("unauthenticated", message);
  }
}

export class NotFound extends AppError {
  constructor(message = "The resource does not exist.") {
    super("not_found", message);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super("conflict", message);
  }
}

export class Forbidden extends AppError {
  constructor(message: string) {
    super("forbidden", message);
  }
}

export class Gone extends AppError {
  constructor(message: string) {
    super("gone", message);
  }
}

/** The request is well-formed but says something the service will not do (422). */
export class Invalid extends AppError {
  constructor(errors: FieldError[]) {
    super("invalid", "The request is invalid.", errors);
  }
}

export class Unavailable extends AppError {
  constructor(message: string) {
    super("unavailable", message);
  }
}

/**
 * What a database error means for the caller, decided once for every query: a unique violation is a conflict
 * (two requests created the same thing at once), and a data exception (SQLSTATE class 22) a value the database
 * cannot hold. Anything else is ours, a 5xx.
 */
export function fromDatabaseError(error: unknown): AppError | undefined {
  const state = sqlStateOf(error);
  if (state === "23505")
    return new Conflict("This conflicts with a resource created at the same time; retry.");
  if (state?.startsWith("22")) {
    return new Invalid([{ path: "(request)", message: "holds a value the database cannot store" }]);
  }
  return undefined;
}
