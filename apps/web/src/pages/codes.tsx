// The team's codes: a thumbnail, the short URL, the destination, the status and the last 7 days' scans; search,
// status and metadata filters (kept in the address, so a filtered list can be shared), cursor pages, and an
// empty state that leads to the first code.
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CODE_FILTERS, codeFiltersOf, codesQuery } from "../queries.ts";
import { useMay } from "../session.ts";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";

export function CodesPage() {
  const may = useMay();
  const [search, setSearch] = useSearchParams();
  const [cursors, setCursors] = useState<string[]>([]);
  const filters = codeFiltersOf(search);
  const filtered = Object.keys(filters).length > 0;
  const withScans = may("analytics:read");
  const cursor = cursors.at(-1);
  const codes = useQuery(codesQuery(filters, cursor));
  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of CODE_FILTERS) {
      const value = String(form.get(name) ?? "").trim();
      if (value) next.set(name, value);
    }
    setCursors([]);
    setSearch(next);
  };
  const rows = codes.data?.data ?? [];
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1>QR codes</h1>
        {may("qr:write") ? (
          <div className="flex flex-wrap gap-2">
            <Link to="/codes/import" className="button secondary">
              Import CSV
            </Link>
            <Link to="/codes/new" className="button">
              New code
            </Link>
          </div>
        ) : null}
      </div>
      <form
        aria-label="Filter codes"
        onSubmit={applyFilters}
        className="card mb-4 grid-cols-1 items-end sm:grid-cols-2 lg:grid-cols-5"
        key={search.toString()}
      >
        <label>
          Search
          <input
            name="search"
            type="search"
            defaultValue={filters.search}
            placeholder="URL or slug"
            maxLength={200}
          />
        </label>
        <SelectField
          label="Status"
          name="status"
          defaultValue={filters.status ?? ""}
          options={[
            ["", "Any"],
            ["active", "Active"],
            ["disabled", "Paused"],
          ]}
        />
        <label>
          Metadata key
          <input
            name="metadata_key"
            defaultValue={filters.metadata_key}
            placeholder="asset_id"
            maxLength={40}
          />
        </label>
        <label>
          Metadata value
          <input name="metadata_value" defaultValue={filters.metadata_value} maxLength={500} />
        </label>
        <div className="flex gap-2">
          <button type="submit">Filter</button>
          {filtered ? (
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setCursors([]);
                setSearch(new URLSearchParams());
              }}
            >
              Clear
            </button>
          ) : null}
        </div>
      </form>
      {codes.isPending ? <Loading what="codes" /> : null}
      {codes.error ? <Problem error={codes.error} /> : null}
      {codes.data && rows.length === 0 && !filtered && !cursor ? (
        <section className="empty">
          <h2>No codes yet</h2>
          <p>A dynamic code keeps its printed pattern while you change where it leads.</p>
          {may("qr:write") ? <Link to="/codes/new">Create your first code</Link> : null}
        </section>
      ) : null}
      {codes.data && rows.length === 0 && filtered ? (
        <p role="status">No code matches these filters.</p>
      ) : null}
      {rows.length > 0 ? (
        <table className="responsive">
          <caption className="sr-only">Your QR codes</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Short URL</th>
              <th scope="col">Destination</th>
              <th scope="col">Status</th>
              {withScans ? <th scope="col">Scans, 7 days</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((code) => (
              <tr key={code.id}>
                <td>
                  {/* SVG, so the size costs nothing; 256 px is above the smallest size of any allowed style. */}
                  <img
                    src={`/api/v1/qr/${code.id}/image?size=256`}
                    alt={`QR code of ${code.slug}`}
                    width={48}
                    height={48}
                    loading="lazy"
                  />
                </td>
                <td data-label="Short URL" className="url">
                  <Link to={`/codes/${code.id}`}>{code.short_url}</Link>
                </td>
                <td data-label="Destination" className="url">
                  {code.url}
                </td>
                <td data-label="Status">
                  <span className="badge" data-status={code.status}>
                    {code.status === "active" ? "active" : "paused"}
                  </span>
                </td>
                {withScans ? <td data-label="Scans, 7 days">{code.scans_7d ?? 0}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <nav aria-label="Pages" className="mt-4 flex gap-2">
        {cursors.length > 0 ? (
          <button type="button" className="secondary" onClick={() => setCursors(cursors.slice(0, -1))}>
            Previous page
          </button>
        ) : null}
        {codes.data?.next_cursor ? (
          <button
            type="button"
            className="secondary"
            onClick={() => setCursors([...cursors, codes.data.next_cursor as string])}
          >
            Next page
          </button>
        ) : null}
      </nav>
    </>
  );
}
