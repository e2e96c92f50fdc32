// CSV as RFC 4180 writes it (quoted fields, "" inside quotes, CRLF or LF line ends), read into records with the
// line each record starts on, so a report can point at the line a person sees in their spreadsheet; and
// written, with no cell a spreadsheet would run as a formula.

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export type CsvResult = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string };

/** Parses `text`; blank lines are skipped and a leading byte-order mark is ignored. */
export function parseCsv(text: string): CsvResult {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let fieldStarted = false;
  const endField = () => {
    fields.push(field);
    field = "";
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    if (fields.length > 1 || fields[0] !== "") records.push({ line: recordLine, fields });
    fields = [];
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
        const next = source[i + 1];
        if (next !== undefined && next !== "," && next !== "\n" && next !== "\r")
          return { ok: false, line, message: "a closing quote must end its field" };
      } else {
        if (char === "\n") line++;
        field += char;
      }
    } else if (char === '"' && !fieldStarted && field === "") {
      quoted = true;
      fieldStarted = true;
    } else if (char === ",") {
      endField();
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
    } else if (char === '"') {
      return {
        ok: false,
        line,
        message: "a quote inside an unquoted field must be doubled and the field quoted",
      };
    } else {
      field += char;
    }
  }
  if (quoted) return { ok: false, line: recordLine, message: "a quoted field is not closed" };
  endRecord();
  return { ok: true, records };
}

/** Rows as CSV text (CRLF line ends). A cell starting like a formula (= + - @) gets a leading apostrophe. */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
