// Destination checks with the reason in a 422, shared by create and update.
import { checkDestination } from "@qr/core/destination";
import { validationFailed } from "../errors/api-error.ts";

export function validDestination(raw: string, scanBaseUrl: string): string {
  const result = checkDestination(raw, new URL(scanBaseUrl).hostname);
  if (!result.ok) throw validationFailed([{ path: "url", message: `url ${result.reason}` }]);
  return result.url;
}
