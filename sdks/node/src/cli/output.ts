// What the command line prints: a table for people, the API's JSON for scripts (`--json`), errors on stderr with
// an exit code that says what failed, and progress on stderr so stdout stays the result.
import { QrServiceError } from "../errors.ts";

/** Exit codes: what a script can branch on. */
export const EXIT = {
  ok: 0,
  /** Something unexpected (a bug, an unreadable file). */
  failed: 1,
  /** The command line itself was wrong (commander's own code). */
  usage: 2,
  /** No key, or the key is invalid, revoked or lacks the permission (401, 403). */
  auth: 3,
  /** The code, domain or webhook does not exist in the key's team (404, 410). */
  notFound: 4,
  /** The API refused the input (400, 409, 413, 415, 422). */
  invalid: 5,
  /** Rate limited (429): wait and run again. */
  rateLimited: 6,
  /** The service failed or could not be reached (5xx, network). */
  unavailable: 7,
} as const;

export function exitCodeOf(error: unknown): number {
  if (!(error instanceof QrServiceError)) return EXIT.failed;
  const { status } = error;
  if (status === 401 || status === 403) return EXIT.auth;
  if (status === 404 || status === 410) return EXIT.notFound;
  if (status === 429) return EXIT.rateLimited;
  if (status === 0 || status >= 500) return EXIT.unavailable;
  if (status >= 400) return EXIT.invalid;
  return EXIT.failed;
}

/** An error as a person reads it: the problem's code and detail, and each field at fault. */
export function describeError(error: unknown): string {
  if (!(error instanceof QrServiceError)) return error instanceof Error ? error.message : String(error);
  const lines = [
    `error: ${error.detail ?? error.message} (${error.code}${error.status ? `, HTTP ${error.status}` : ""})`,
  ];
  for (const field of error.errors) lines.push(`  ${field.path}: ${field.message}`);
  if (error.requestId) lines.push(`  request id: ${error.requestId}`);
  return lines.join("\n");
}

export interface Printer {
  json: boolean;
  /** The result: JSON for scripts, else `human()` for people. */
  result(value: unknown, human: () => string): void;
  /** A list: JSON for scripts, else a table of `row(item)` under `headers`, or `none` when it is empty. */
  list<T>(items: T[], none: string, headers: string[], row: (item: T) => Cell[]): void;
  /** What `delete` answers. */
  deleted(id: string): void;
  progress(text: string): void;
}

type Cell = string | number | null | undefined;

export function printer(json: boolean): Printer {
  const result = (value: unknown, human: () => string) => {
    process.stdout.write(`${json ? JSON.stringify(value, null, 2) : human()}\n`);
  };
  return {
    json,
    result,
    list: (items, none, headers, row) =>
      result(items, () => (items.length === 0 ? none : table(headers, items.map(row)))),
    deleted: (id) => result({ id, deleted: true }, () => `Deleted ${id}.`),
    progress: (text) => {
      if (!json || process.stderr.isTTY) process.stderr.write(`${text}\n`);
    },
  };
}

/** Rows as aligned columns under a header. */
export function table(headers: string[], rows: Cell[][]): string {
  const cells = [
    headers,
    ...rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? "" : String(cell)))),
  ];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? "").length)));
  return cells
    .map((row) =>
      row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** Fields as "name: value" lines. */
export function fields(values: [string, unknown][]): string {
  const width = Math.max(...values.map(([name]) => name.length));
  return values
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(
      ([name, value]) =>
        `${`${name}:`.padEnd(width + 2)}${typeof value === "object" ? JSON.stringify(value) : String(value)}`,
    )
    .join("\n");
}
