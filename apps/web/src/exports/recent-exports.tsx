// The team's recent exports with their state and, while the file is kept, its download.
import { useQuery } from "@tanstack/react-query";
import { exportsQuery } from "../app/queries.ts";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import { FORMAT_NAMES } from "./export-request.ts";

export function RecentExports() {
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
          {rows.map((row) => {
            const made = new Date(row.created_at).toLocaleString();
            return (
              <tr key={row.id}>
                <td data-label="Made">{made}</td>
                <td data-label="Kind">{FORMAT_NAMES[row.format]}</td>
                <td data-label="Codes">{row.total}</td>
                <td data-label="State">{row.status}</td>
                <td data-label="File">
                  {row.file_url ? (
                    <a
                      href={row.file_url}
                      download
                      aria-label={`Download the ${FORMAT_NAMES[row.format]} of ${made}`}
                    >
                      Download
                    </a>
                  ) : (
                    "—"
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
