// Opaque page cursors: a small JSON object (its text UTF-8) in base64url. Decoding never throws; a cursor this API did not
// make is a 422 on `query.cursor`.

import { fromBase64Url, toBase64Url } from "@qr/core/base64";
import { validationFailed } from "../errors/api-error.ts";

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

export function encodeCursor(position: Record<string, string | number>): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(position)));
}

/** The cursor's fields if `accept` recognises them, else a 422. */
export function decodeCursor<T>(
  cursor: string,
  accept: (fields: Record<string, unknown>) => T | undefined,
): T {
  try {
    const fields = JSON.parse(UTF8.decode(fromBase64Url(cursor)));
    const position =
      fields && typeof fields === "object" ? accept(fields as Record<string, unknown>) : undefined;
    if (position !== undefined) return position;
  } catch {
    // not base64 or not JSON: refused below
  }
  throw validationFailed([{ path: "query.cursor", message: "cursor is not one this API returned" }]);
}

/** A page of rows fetched with `limit + 1`: the first `limit` shown, and the next page's cursor if there is one. */
export function toPage<Row, Shown>(
  rows: Row[],
  limit: number,
  show: (row: Row) => Shown,
  positionOf: (row: Row) => Record<string, string | number>,
): { data: Shown[]; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(show),
    next_cursor: rows.length > limit && last ? encodeCursor(positionOf(last)) : null,
  };
}
