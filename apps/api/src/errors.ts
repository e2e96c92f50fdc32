// HTTP-agnostic errors thrown by business actions. Only the app's onError knows their status codes.

export type ErrorKind = "not_found" | "conflict" | "forbidden" | "gone" | "unprocessable" | "unavailable";

export class AppError extends Error {
  readonly kind: ErrorKind;

  constructor(kind: ErrorKind, message: string) {
    super(message);
    this.kind = kind;
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

export class Unavailable extends AppError {
  constructor(message: string) {
    super("unavailable", message);
  }
}
