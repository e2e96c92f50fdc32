// Destination checks with the reason in a 422, shared by every field that holds a destination. Each URL that
// passes is handed to the request's screen (the URL-reputation lookup, codes/abuse/destination-screen.ts), which the
// request's writes wait for.
import { checkDestination } from "@qr/core/destination";
import { type FieldError, validationFailed } from "../../http/errors/api-error.ts";
import type { DestinationCheck } from "./destination-screen.ts";

export function validDestination(raw: string, destinations: DestinationCheck, path = "url"): string {
  const errors: FieldError[] = [];
  const url = checkedDestination(raw, destinations, path, errors);
  if (errors.length > 0) throw validationFailed(errors);
  return url;
}

/** The normalised destination, or "" with the reason added to `errors` under `path`. */
export function checkedDestination(
  raw: string,
  destinations: DestinationCheck,
  path: string,
  errors: FieldError[],
): string {
  const result = checkDestination(raw, new URL(destinations.scanBaseUrl).hostname);
  if (!result.ok) {
    errors.push({ path, message: `${path.split(".").at(-1)} ${result.reason}` });
    return "";
  }
  destinations.screen(result.url);
  return result.url;
}
