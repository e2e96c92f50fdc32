// Opaque page cursors: a small JSON object in base64url. Decoding never throws; a cursor this API did not
// make is a 422 on `query.cursor`.
import { validationFailed } from "./errors/api-error.ts";

export function encodeCursor(position: Record<string, string>): string {
  return btoa(JSON.stringify(position)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The cursor's fields if `accept` recognises them, else a 422. */
export function decodeCursor<T>(
  cursor: string,
  accept: (fields: Record<string, unknown>) => T | undefined,
): T {
  try {
    const fields = JSON.parse(atob(cursor.replace(/-/g, "+").replace(/_/g, "/")));
    const position =
      fields && typeof fields === "object" ? accept(fields as Record<string, unknown>) : undefined;
    if (position !== undefined) return position;
  } catch {
    // not base64 or not JSON: refused below
  }
  throw validationFailed([{ path: "query.cursor", message: "cursor is not one this API returned" }]);
}
