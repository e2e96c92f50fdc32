// The export just started: its progress, then its download, and the codes it left out and why.
import type { components } from "../app/api-client.ts";
import { FORMAT_NAMES } from "./export-request.ts";

type Export = components["schemas"]["Export"];

export function ExportProgress({ job }: { job: Export }) {
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
