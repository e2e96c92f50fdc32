// Destination checks with the reason in a 422, shared by every field that holds a destination.
import { checkDestination } from "@qr/core/destination";
import { type FieldError, validationFailed } from "../errors/api-error.ts";

export function validDestination(raw: string, scanBaseUrl: string, path = "url"): string {
  const errors: FieldError[] = [];
  const url = checkedDestination(raw, scanBaseUrl, path, errors);
  if (errors.length > 0) throw validationFailed(errors);
  return url;
}

/** The normalised destination, or "" with the reason added to `errors` under `path`. */
export function checkedDestination(
  raw: string,
  scanBaseUrl: string,
  path: string,
  errors: FieldError[],
): string {
  const result = checkDestination(raw, new URL(scanBaseUrl).hostname);
  if (result.ok) return result.url;
  errors.push({ path, message: `${path.split(".").at(-1)} ${result.reason}` });
  return "";
}
