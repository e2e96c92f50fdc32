// A CSV upload read into the rows the JSON bulk routes take: one row per record after the header. Named columns
// become fields (`url`, `slug`, `name`, `status`, `forward_query`, the match column, and `tags`: names or ids
// separated by `;`); every other column is a metadata
// key (a `metadata.` prefix is dropped). An empty cell is left out of its row. A file that is not well-formed
// CSV, or a header that names no usable column, is refused whole (422); a bad value fails only its row.
import { parseCsv } from "@qr/core/csv";
import { METADATA_KEY_MAX_LENGTH, METADATA_KEY_PATTERN } from "@qr/core/metadata";
import { type FieldError, validationFailed } from "../../http/errors/api-error.ts";
import { BULK_MAX_ROWS } from "./bulk-rows.ts";

export interface CsvRows {
  rows: Record<string, unknown>[];
  /** The line of the file each row starts on. */
  lines: number[];
}

/** `fields`: the columns that are fields of the row, not metadata; `required`: one of them every file has. */
export function csvRows(text: string, fields: readonly string[], required: string): CsvRows {
  const parsed = parseCsv(text);
  if (!parsed.ok)
    throw validationFailed([{ path: "csv", message: `line ${parsed.line}: ${parsed.message}` }]);
  const [header, ...records] = parsed.records;
  if (!header)
    throw validationFailed([{ path: "csv", message: "the file is empty; the first line names the columns" }]);
  const columns = header.fields.map((name) => name.trim());
  const problems = headerProblems(columns, fields, required);
  if (problems.length > 0) throw validationFailed(problems);
  if (records.length === 0)
    throw validationFailed([{ path: "csv", message: "the file has a header but no rows" }]);
  if (records.length > BULK_MAX_ROWS)
    throw validationFailed([
      { path: "csv", message: `at most ${BULK_MAX_ROWS} rows (this file has ${records.length})` },
    ]);

  const rows = records.map((record) => {
    if (record.fields.length > columns.length)
      throw validationFailed([
        {
          path: "csv",
          message: `line ${record.line} has ${record.fields.length} cells; the header names ${columns.length}`,
        },
      ]);
    const row: Record<string, unknown> = {};
    const metadata: Record<string, string> = {};
    record.fields.forEach((cell, i) => {
      const column = columns[i] as string;
      if (cell === "") return;
      if (fields.includes(column)) row[column] = fieldCell(column, cell);
      else metadata[metadataKey(column)] = cell;
    });
    if (Object.keys(metadata).length > 0) row.metadata = metadata;
    return row;
  });
  return { rows, lines: records.map((record) => record.line) };
}

/** A field's cell as the JSON row has it: forward_query a boolean, tags a list. */
function fieldCell(column: string, cell: string): unknown {
  if (column === "forward_query") return booleanCell(cell);
  if (column === "tags") {
    return cell
      .split(";")
      .map((tag) => tag.trim())
      .filter((tag) => tag !== "");
  }
  return cell;
}

function headerProblems(columns: string[], fields: readonly string[], required: string): FieldError[] {
  const problems: FieldError[] = [];
  const seen = new Set<string>();
  columns.forEach((column, i) => {
    const path = `csv.header.${i}`;
    if (seen.has(column)) problems.push({ path, message: `the column "${column}" appears twice` });
    seen.add(column);
    if (fields.includes(column)) return;
    const key = metadataKey(column);
    if (key.length === 0 || key.length > METADATA_KEY_MAX_LENGTH || !METADATA_KEY_PATTERN.test(key))
      problems.push({
        path,
        message: `"${column}" is neither a column this upload knows (${fields.join(", ")}) nor a metadata key (letters, digits, _ . : -, at most ${METADATA_KEY_MAX_LENGTH})`,
      });
  });
  if (!columns.includes(required))
    problems.push({ path: "csv.header", message: `the header must name a "${required}" column` });
  return problems;
}

function metadataKey(column: string): string {
  return column.startsWith("metadata.") ? column.slice("metadata.".length) : column;
}

/** true/false/1/0/yes/no; anything else is passed on for the row's own check to refuse. */
function booleanCell(cell: string): unknown {
  const value = cell.trim().toLowerCase();
  if (value === "true" || value === "1" || value === "yes") return true;
  if (value === "false" || value === "0" || value === "no") return false;
  return cell;
}
