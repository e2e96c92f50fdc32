// What PostgreSQL can store: text without NUL (it ends a C string) or an unpaired UTF-16 surrogate (it has no
// UTF-8 encoding), and instants within the years every column and every client agree on. The API checks every
// string it is sent against this one rule before anything else reads it.

export const UNSTORABLE_TEXT_MESSAGE = "must not contain NUL characters or unpaired UTF-16 surrogates";

export function isStorableText(value: string): boolean {
  return value.isWellFormed() && !value.includes("\u0000");
}

/** The first and last instants the API accepts or decodes (dates in queries, cursors, expiries). */
export const EARLIEST_INSTANT = Date.UTC(2000, 0, 1);
export const LATEST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

export function isStorableInstant(date: Date): boolean {
  const time = date.getTime();
  return time >= EARLIEST_INSTANT && time <= LATEST_INSTANT;
}
