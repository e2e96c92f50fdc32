// Print-ready exports: choose the codes (an import, every code, or those matching a search or a metadata value),
// a PDF sheet or a ZIP of images, and how codes are named; then follow the job's progress to its download. The
// team's recent exports are listed with their state.
import type { components } from "../app/api-client.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { api, unwrap } from "../app/api.ts";
import { exportsQuery } from "../app/queries.ts";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";

type Export = components["schemas"]["Export"];
type CreateExport = components["schemas"]["CreateExport"];

const FINISHED = new Set(["succeeded", "failed"]);
const FORMAT_NAMES = { pdf: "PDF", zip: "ZIP" } as const;

export function ExportsPage() {
  const [search] = useSearchParams();
  const bulkId = search.get("bulk_id");
  const queryClient = useQueryClient();
  const [which, setWhich] = useState(bulkId ? "import" : "all");
  const [format, setFormat] = useState<"pdf" | "zip">("pdf");
  const [layout, setLayout] = useState("a4");
  const [currentId, setCurrentId] = useState<string>();
  const start = useMutation({
    mutationFn: (body: CreateExport) => unwrap(api.POST("/api/v1/exports", { body })),
    onSuccess: async (job) => {
      setCurrentId(job.id);
      await queryClient.invalidateQueries({ queryKey: ["exports"] });
    },
  });
  const current = useQuery({
    queryKey: ["export", currentId],
    enabled: currentId !== undefined,
    queryFn: () => unwrap(api.GET("/api/v1/exports/{id}", { params: { path: { id: currentId as string } } })),
    refetchInterval: (query) => (query.state.data && FINISHED.has(query.state.data.status) ? false : 1000),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const filter: Record<string, string> = {};
    if (which === "active") filter.status = "active";
    if (which === "matching") {
      if (text("search")) filter.search = text("search");
      if (text("metadata_key")) filter.metadata_key = text("metadata_key");
      if (text("metadata_value")) filter.metadata_value = text("metadata_value");
    }
    const selection = which === "import" && bulkId ? { bulk_id: bulkId } : { filter };
    const nameBy =
      form.get("by_name") === "on" ? "name" : text("name_by") ? `metadata.${text("name_by")}` : undefined;
    start.mutate(
      format === "pdf"
        ? {
            format,
            selection,
            layout: layout as "a4",
            code_size_mm: Number(text("code_size_mm") || 40), // labels: the label decides the size
            ...(nameBy ? { name_by: nameBy } : {}),
          }
        : {
            format,
            selection,
            files: text("files") as "svg",
            size: Number(text("size")),
            ...(nameBy ? { name_by: nameBy } : {}),
          },
    );
  };
  const job = current.data;
  const finished = job !== undefined && FINISHED.has(job.status);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: ["exports"] });
  }, [finished, queryClient]);
  return (
    <>
      <h1>Print and export</h1>
      <form aria-label="New export" onSubmit={submit} className="card mb-4 max-w-2xl">
        <fieldset className="grid gap-2">
          <legend>Which codes</legend>
          {bulkId ? (
            <Choice name="which" value="import" checked={which} onChange={setWhich}>
              The codes of your import
            </Choice>
          ) : null}
          <Choice name="which" value="all" checked={which} onChange={setWhich}>
            Every code
          </Choice>
          <Choice name="which" value="active" checked={which} onChange={setWhich}>
            Active codes only
          </Choice>
          <Choice name="which" value="matching" checked={which} onChange={setWhich}>
            Codes matching a search or a metadata value
          </Choice>
          {which === "matching" ? (
            <div className="grid gap-2 sm:grid-cols-3">
              <label>
                Search
                <input name="search" type="search" maxLength={200} placeholder="URL or slug" />
              </label>
              <label>
                Metadata key
                <input name="metadata_key" maxLength={40} placeholder="table" />
              </label>
              <label>
                Metadata value
                <input name="metadata_value" maxLength={500} />
              </label>
            </div>
          ) : null}
        </fieldset>
        <fieldset className="grid gap-2">
          <legend>What to make</legend>
          <Choice name="format" value="pdf" checked={format} onChange={(v) => setFormat(v as "pdf")}>
            A PDF to print, each code with its short URL under it
          </Choice>
          <Choice name="format" value="zip" checked={format} onChange={(v) => setFormat(v as "zip")}>
            A ZIP of image files, one per code
          </Choice>
        </fieldset>
        {format === "pdf" ? (
          <div className="grid gap-2 sm:grid-cols-2">
            <SelectField
              label="Paper"
              name="layout"
              value={layout}
              onChange={(e) => setLayout(e.target.value)}
              options={[
                ["a4", "A4, with cut marks"],
                ["letter", "US Letter, with cut marks"],
                ["avery-l7160", "Avery L7160 labels (21 a sheet)"],
              ]}
            />
            {layout === "avery-l7160" ? (
              <p className="hint self-end">Each code fills its label, with its short URL under it.</p>
            ) : (
              <label>
                Code size (mm)
                <input name="code_size_mm" type="number" min={20} max={150} defaultValue={40} required />
              </label>
            )}
          </div>
        ) : (
          <div className="grid gap-2 sm:grid-cols-2">
            <SelectField
              label="Files"
              name="files"
              defaultValue="svg"
              options={[
                ["svg", "SVG (any size, for print)"],
                ["png", "PNG"],
                ["both", "SVG and PNG"],
              ]}
            />
            <label>
              Image size (px)
              <input name="size" type="number" min={64} max={2048} step={64} defaultValue={1024} required />
            </label>
          </div>
        )}
        <label>
          Name each code by this metadata key (optional)
          <input name="name_by" maxLength={40} placeholder="table" pattern="[A-Za-z0-9_.:\-]+" />
        </label>
        <p className="hint m-0">
          Without a key, codes are named by their slug. With one, they are also put in its order (Table 2
          before Table 10).
        </p>
        <label className="choice">
          <input type="checkbox" name="by_name" />
          Name each code by its name instead (its slug when it has none), in the same order
        </label>
        <button type="submit" disabled={start.isPending}>
          Start export
        </button>
        {start.error ? <Problem error={start.error} /> : null}
      </form>
      {job ? <Progress job={job} /> : null}
      <RecentExports />
    </>
  );
}

function Choice({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: string;
  onChange: (value: string) => void;
  children: string;
}) {
  return (
    <label className="choice">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked === value}
        onChange={() => onChange(value)}
      />
      {children}
    </label>
  );
}

function Progress({ job }: { job: Export }) {
  const state =
    job.status === "queued"
      ? "Waiting to start…"
      : job.status === "running"
        ? `Drawing: ${job.done} of ${job.total} codes`
        : job.status === "succeeded"
          ? `Ready: ${job.total - job.skipped.length} of ${job.total} codes`
          : `Failed: ${job.error ?? "the export could not be made"}`;
  return (
    <section aria-labelledby="progress-heading" className="card mb-4 max-w-2xl">
      <h2 id="progress-heading" className="mt-0">
        Your export
      </h2>
      <progress aria-label="Export progress" value={job.done} max={job.total} className="w-full" />
      <p role="status" aria-live="polite" className={job.status === "failed" ? "problem" : ""}>
        {state}
      </p>
      {job.status === "succeeded" && job.file_url ? (
        <a className="button" href={job.file_url} download>
          Download {FORMAT_NAMES[job.format]}
        </a>
      ) : null}
      {job.skipped.length > 0 ? (
        <details>
          <summary>
            {job.skipped.length} {job.skipped.length === 1 ? "code was" : "codes were"} left out
          </summary>
          <ul>
            {job.skipped.slice(0, 100).map((skip) => (
              <li key={skip.id}>
                <span className="mono">{skip.slug || skip.id}</span>:{" "}
                {skip.errors.map((e) => e.message).join("; ")}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

function RecentExports() {
  const exports = useQuery(exportsQuery);
  if (exports.isPending) return <Loading what="exports" />;
  if (exports.error) return <Problem error={exports.error} />;
  const rows = exports.data.data;
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading">
      <h2 id="recent-heading">Recent exports</h2>
      <p className="hint">Files are kept for 7 days.</p>
      <table className="responsive" aria-labelledby="recent-heading">
        <thead>
          <tr>
            <th scope="col">Made</th>
            <th scope="col">Kind</th>
            <th scope="col">Codes</th>
            <th scope="col">State</th>
            <th scope="col">File</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label="Made">{new Date(row.created_at).toLocaleString()}</td>
              <td data-label="Kind">{FORMAT_NAMES[row.format]}</td>
              <td data-label="Codes">{row.total}</td>
              <td data-label="State">{row.status}</td>
              <td data-label="File">
                {row.file_url ? (
                  <a
                    href={row.file_url}
                    download
                    aria-label={`Download the ${FORMAT_NAMES[row.format]} of ${new Date(row.created_at).toLocaleString()}`}
                  >
                    Download
                  </a>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
