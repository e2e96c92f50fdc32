// Import codes from a CSV file: the columns explained with a sample to start from, all-or-nothing or the good
// rows only, and the report of every row by the line of the file (where a person looks in their spreadsheet),
// then the way on to print what was made.
import { parseCsv } from "@qr/core/csv";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { ApiFailure, api, rawBody, unwrap } from "../app/api.ts";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";

const SAMPLE =
  "url,slug,table\r\nhttps://example.com/menu?table=1,,Table 1\r\nhttps://example.com/menu?table=2,,Table 2\r\n";
const MAX_BYTES = 2 * 1024 * 1024;

type Mode = "all_or_nothing" | "partial";

interface RowReport {
  index: number;
  line?: number;
  status: "created" | "failed";
  code?: { id: string; short_url: string; url: string };
  errors?: { path: string; message: string }[];
}
interface Report {
  bulk_id: string | null;
  created: number;
  failed: number;
  results: RowReport[];
}

/** A refused import (nothing written): its field errors as rows, by the line each CSV record starts on. */
function refusedRows(error: ApiFailure, text: string): RowReport[] {
  const parsed = parseCsv(text);
  const lines = parsed.ok ? parsed.records.slice(1).map((record) => record.line) : [];
  const byIndex = new Map<number, { path: string; message: string }[]>();
  for (const problem of error.problem?.errors ?? []) {
    const match = /^codes\.(\d+)\.(.*)$/.exec(problem.path);
    if (!match) continue;
    const index = Number(match[1]);
    byIndex.set(index, [...(byIndex.get(index) ?? []), { path: match[2] ?? "", message: problem.message }]);
  }
  return [...byIndex].map(([index, errors]) => ({
    index,
    status: "failed" as const,
    errors,
    ...(lines[index] ? { line: lines[index] } : {}),
  }));
}

export function ImportCodesPage() {
  const [text, setText] = useState("");
  const [tooLarge, setTooLarge] = useState(false);
  const upload = useMutation({
    mutationFn: async ({ csv, mode }: { csv: string; mode: Mode }): Promise<Report> =>
      unwrap(api.POST("/api/v1/qr/bulk", { params: { query: { mode } }, ...rawBody(csv, "text/csv") })),
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return;
    setTooLarge(file.size > MAX_BYTES);
    if (file.size > MAX_BYTES) return;
    const csv = await file.text();
    setText(csv);
    upload.mutate({ csv, mode: form.get("mode") === "partial" ? "partial" : "all_or_nothing" });
  };
  const refused = upload.error instanceof ApiFailure ? refusedRows(upload.error, text) : [];
  const report = upload.data;
  const rows = report?.results ?? refused;
  return (
    <>
      <h1>Import codes from CSV</h1>
      <div className="card mb-4 max-w-2xl">
        <p className="mt-0">
          The first line names the columns: <code>url</code> (required), <code>slug</code> (optional, else a
          random one), <code>forward_query</code> (true or false), and any other column, such as{" "}
          <code>table</code> or <code>asset_id</code>, is kept as the code's metadata: use it to name the
          printed files and to change the codes later by that key. Up to 1,000 rows and 2 MB a file.
        </p>
        <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(SAMPLE)}`} download="codes-sample.csv">
          Download a sample CSV
        </a>
      </div>
      <form aria-label="Import codes" onSubmit={submit} className="card mb-4 max-w-2xl">
        <label>
          CSV file
          <input
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            aria-invalid={tooLarge || undefined}
          />
        </label>
        {tooLarge ? <p className="field-error">The file is larger than 2 MB: split it.</p> : null}
        <SelectField
          label="If some rows are bad"
          name="mode"
          defaultValue="all_or_nothing"
          options={[
            ["all_or_nothing", "Create nothing, and list every bad row"],
            ["partial", "Create the good rows, and list the bad ones"],
          ]}
        />
        <button type="submit" disabled={upload.isPending}>
          {upload.isPending ? "Importing…" : "Import"}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {report ? (
          <p className={report.failed > 0 ? "warning" : "ok"}>
            Created {report.created} {report.created === 1 ? "code" : "codes"}
            {report.failed > 0 ? `; ${report.failed} ${report.failed === 1 ? "row" : "rows"} failed.` : "."}
          </p>
        ) : null}
        {upload.error ? (
          <p className="problem">
            Nothing was created.{" "}
            {refused.length > 0
              ? `${refused.length} ${refused.length === 1 ? "row is" : "rows are"} bad:`
              : upload.error.message}
          </p>
        ) : null}
      </div>
      {upload.error && refused.length === 0 ? <Problem error={upload.error} /> : null}
      {report?.bulk_id ? (
        <p className="flex flex-wrap gap-3">
          <Link className="button" to={`/exports?bulk_id=${report.bulk_id}`}>
            Print these codes
          </Link>
        </p>
      ) : null}
      {rows.length > 0 ? <h2 id="report-heading">Import report</h2> : null}
      {rows.length > 0 ? (
        <table className="responsive" aria-labelledby="report-heading">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Outcome</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.index}>
                <td data-label="Line">{row.line ?? row.index + 2}</td>
                <td data-label="Outcome">{row.status === "created" ? "Created" : "Failed"}</td>
                <td data-label="Details">
                  {row.code ? (
                    <Link to={`/codes/${row.code.id}`} className="mono">
                      {row.code.short_url}
                    </Link>
                  ) : (
                    <ul className="m-0 pl-4">
                      {(row.errors ?? []).map((error) => (
                        <li key={error.path}>
                          <span className="mono">{error.path.replace(/^codes\.\d+\./, "")}</span>:{" "}
                          {error.message}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
