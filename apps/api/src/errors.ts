// HTTP-agnostic errors thrown by business actions. Only the app's onError knows their status codes.

export type ErrorKind = "not_found" | "conflict" | "forbidden" | "gone" | "invalid" | "unavailable";

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
