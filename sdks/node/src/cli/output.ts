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
    `error: ${printable(error.detail ?? error.message)} (${error.code}${error.status ? `, HTTP ${error.status}` : ""})`,
  ];
  for (const field of error.errors) lines.push(`  ${printable(field.path)}: ${printable(field.message)}`);
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
      result(items, () =>
        items.length === 0 ? none : table(headers, items.map(row), terminalWidth(process.stdout)),
      ),
    deleted: (id) => result({ id, deleted: true }, () => `Deleted ${id}.`),
    progress: (text) => {
      if (!json || process.stderr.isTTY) process.stderr.write(`${text}\n`);
    },
  };
}

/** Rows as aligned columns under a header; within `maxWidth` columns (a terminal's), long cells cut with "…". */
export function table(headers: string[], rows: Cell[][], maxWidth?: number): string {
  const cells = [headers, ...rows.map((row) => row.map((cell) => printable(cell)))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => widthOf(row[column] ?? ""))));
  if (maxWidth !== undefined) fit(widths, headers, maxWidth);
  return cells
    .map((row) =>
      row
        .map((cell, column) => {
          const width = widths[column] ?? 0;
          const shown = cut(cell, width);
          return column === row.length - 1 ? shown : shown + " ".repeat(width - widthOf(shown));
        })
        .join(GAP)
        .trimEnd(),
    )
    .join("\n");
}

const GAP = "  ";
/** A column is never cut narrower than its header or this many columns. */
const NARROWEST = 8;
/** Identifiers are never cut: they are what a person copies into the next command. */
const WHOLE = new Set(["ID", "SHORT URL"]);

/** The terminal's width when `stream` is one; a pipe or a file gets whole cells (for grep, cut and awk). */
export function terminalWidth(stream: { isTTY?: boolean; columns?: number }): number | undefined {
  return stream.isTTY && stream.columns ? stream.columns : undefined;
}

/** Narrows the widest columns, one column of text at a time, until the row fits `maxWidth` (or none can narrow). */
function fit(widths: number[], headers: string[], maxWidth: number): void {
  const floor = headers.map((header, column) =>
    WHOLE.has(header)
      ? (widths[column] ?? 0)
      : Math.min(widths[column] ?? 0, Math.max(widthOf(header), NARROWEST)),
  );
  const total = () => widths.reduce((sum, width) => sum + width, 0) + GAP.length * (widths.length - 1);
  while (total() > maxWidth) {
    let widest = -1;
    for (let column = 0; column < widths.length; column++) {
      const width = widths[column] ?? 0;
      if (width > (floor[column] ?? 0) && (widest < 0 || width > (widths[widest] ?? 0))) widest = column;
    }
    if (widest < 0) return;
    widths[widest] = (widths[widest] ?? 0) - 1;
  }
}

/** `text` cut to `width` terminal columns, ending in "…" when it was longer. */
function cut(text: string, width: number): string {
  if (widthOf(text) <= width) return text;
  let shown = "";
  let shownWidth = 0;
  for (const { segment } of GRAPHEMES.segment(text)) {
    shownWidth += widthOf(segment);
    if (shownWidth > width - 1) break;
    shown += segment;
  }
  return `${shown}…`;
}

const GRAPHEMES = new Intl.Segmenter();
// East Asian wide and fullwidth characters and emoji take two columns of a terminal; combining marks none.
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f680}-\u{1f6ff}\u{1f900}-\u{1faff}\u{20000}-\u{3fffd}]/u;
const ZERO_WIDTH = /^[\p{M}\p{Cf}]+$/u;

/** How many columns of a terminal `text` takes. */
export function widthOf(text: string): number {
  let width = 0;
  for (const { segment } of GRAPHEMES.segment(text)) {
    if (ZERO_WIDTH.test(segment)) continue;
    width += WIDE.test(segment) ? 2 : 1;
  }
  return width;
}

// C0 and C1 control characters and DEL: a name or a URL holding an escape sequence must not drive the terminal
// that prints it (colours, a title, the clipboard, a link that lies about its target), nor break a table's row.
const CONTROL = /\p{Cc}/gu;

/** A value from the API as a terminal may print it: control characters shown as `\u001b`, never sent. */
export function printable(value: unknown): string {
  if (value === null || value === undefined) return "";
  return String(value).replace(CONTROL, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Fields as "name: value" lines. */
export function fields(values: [string, unknown][]): string {
  const width = Math.max(...values.map(([name]) => name.length));
  return values
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(
      ([name, value]) =>
        `${`${name}:`.padEnd(width + 2)}${printable(typeof value === "object" ? JSON.stringify(value) : value)}`,
    )
    .join("\n");
}
