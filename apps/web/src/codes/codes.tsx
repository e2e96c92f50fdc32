// The team's codes: a thumbnail, the name (else the slug) with its tags, the short URL, the destination, the
// status and the last 7 days' scans; search, status, tag and metadata filters and a sort (kept in the address, so
// a filtered list can be shared), cursor pages, codes selected one by one, by page or all that match, and what can
// be done to them at once (bulk-actions.tsx).
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CODE_FILTERS, CODE_SORTS, codeFiltersOf, codesQuery, tagsQuery } from "../app/queries.ts";
import { useMay } from "../app/session.ts";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { TagChips } from "../ui/tag-chips.tsx";
import { BulkActions, BulkReport, idsMatching, type Outcome } from "./bulk-actions.tsx";

/** The most codes "select all that match" takes. */
const MAX_SELECTED = 10_000;

export function CodesPage() {
  const may = useMay();
  const [search, setSearch] = useSearchParams();
  const [cursors, setCursors] = useState<string[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [selecting, setSelecting] = useState(false);
  const [report, setReport] = useState<{ what: string; outcome: Outcome }>();
  const filters = codeFiltersOf(search);
  const filtered = Object.keys(filters).some((name) => name !== "sort");
  const withScans = may("analytics:read");
  const cursor = cursors.at(-1);
  const codes = useQuery(codesQuery(filters, cursor));
  const tags = useQuery(tagsQuery);
  const [labels] = useState(() => new Map<string, string>());
  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of CODE_FILTERS) {
      const value = String(form.get(name) ?? "").trim();
      if (value && !(name === "sort" && value === "-created")) next.set(name, value);
    }
    for (const tag of form.getAll("tag")) next.append("tag", String(tag));
    setCursors([]);
    setSelected([]);
    setSearch(next);
  };
  const rows = codes.data?.data ?? [];
  for (const code of rows) labels.set(code.id, code.name ?? code.slug);
  const pageIds = rows.map((code) => code.id);
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const toggle = (id: string, on: boolean) =>
    setSelected(on ? [...selected, id] : selected.filter((known) => known !== id));
  const selectAllMatching = async () => {
    setSelecting(true);
    try {
      setSelected(await idsMatching(filters, MAX_SELECTED));
    } finally {
      setSelecting(false);
    }
  };
  const writer = may("qr:write");
  const tagList = tags.data?.data ?? [];
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1>QR codes</h1>
        {writer ? (
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
        className="card mb-4 grid-cols-1 items-end sm:grid-cols-2 lg:grid-cols-3"
        key={search.toString()}
      >
        <label>
          Search
          <input
            name="search"
            type="search"
            defaultValue={filters.search}
            placeholder="Name, URL or slug"
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
        <SelectField
          label="Sort by"
          name="sort"
          defaultValue={filters.sort ?? "-created"}
          options={Object.entries(CODE_SORTS).filter(([sort]) => withScans || sort !== "-scans_7d")}
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
        {tagList.length > 0 ? (
          <fieldset className="tag-picker sm:col-span-2 lg:col-span-3">
            <legend>Tags (any of them)</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {tagList.map((tag) => (
                <label key={tag.id} className="choice">
                  <input
                    type="checkbox"
                    name="tag"
                    value={tag.id}
                    defaultChecked={filters.tag?.includes(tag.id)}
                  />
                  <span className="tag-dot" style={{ background: tag.color }} aria-hidden="true" />
                  {tag.name}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <div className="flex gap-2">
          <button type="submit">Filter</button>
          {filtered || filters.sort ? (
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setCursors([]);
                setSelected([]);
                setSearch(new URLSearchParams());
              }}
            >
              Clear
            </button>
          ) : null}
        </div>
      </form>
      {writer && selected.length > 0 ? (
        <BulkActions
          ids={selected}
          labelOf={(id) => labels.get(id) ?? id}
          onDone={(what, outcome) => {
            setReport({ what, outcome });
            // Codes that failed stay selected, to try again.
            const failed = new Set(outcome.failed.map((failure) => failure.id));
            setSelected(selected.filter((id) => failed.has(id)));
          }}
        />
      ) : null}
      {report ? <BulkReport what={report.what} outcome={report.outcome} /> : null}
      {codes.isPending ? <Loading what="codes" /> : null}
      {codes.error ? <Problem error={codes.error} /> : null}
      {codes.data && rows.length === 0 && !filtered && !cursor ? (
        <section className="empty">
          <h2>No codes yet</h2>
          <p>A dynamic code keeps its printed pattern while you change where it leads.</p>
          {writer ? <Link to="/codes/new">Create your first code</Link> : null}
        </section>
      ) : null}
      {codes.data && rows.length === 0 && filtered ? (
        <p role="status">No code matches these filters.</p>
      ) : null}
      {writer && wholePage && codes.data?.next_cursor ? (
        <p className="mb-2 flex flex-wrap items-center gap-2">
          {selected.length > pageIds.length
            ? `All ${selected.length} codes that match are selected.`
            : `The ${pageIds.length} codes of this page are selected.`}
          {selected.length > pageIds.length ? null : (
            <button type="button" className="secondary" disabled={selecting} onClick={selectAllMatching}>
              {selecting ? "Selecting…" : "Select all codes that match"}
            </button>
          )}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <table className="responsive">
          <caption className="sr-only">Your QR codes</caption>
          <thead>
            <tr>
              {writer ? (
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label="Select every code on this page"
                    checked={wholePage}
                    onChange={(event) =>
                      setSelected(
                        event.currentTarget.checked
                          ? [...new Set([...selected, ...pageIds])]
                          : selected.filter((id) => !pageIds.includes(id)),
                      )
                    }
                  />
                </th>
              ) : null}
              <th scope="col">Code</th>
              <th scope="col">Name</th>
              <th scope="col">Short URL</th>
              <th scope="col">Destination</th>
              <th scope="col">Status</th>
              {withScans ? <th scope="col">Scans, 7 days</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((code) => {
              const label = code.name ?? code.slug;
              return (
                <tr key={code.id}>
                  {writer ? (
                    <td data-label="Select">
                      <input
                        type="checkbox"
                        aria-label={`Select ${label}`}
                        checked={selected.includes(code.id)}
                        onChange={(event) => toggle(code.id, event.currentTarget.checked)}
                      />
                    </td>
                  ) : null}
                  <td>
                    {/* SVG, so the size costs nothing; 256 px is above the smallest size of any allowed style. */}
                    <img
                      src={`/api/v1/qr/${code.id}/image?size=256`}
                      alt={`QR code of ${label}`}
                      width={48}
                      height={48}
                      loading="lazy"
                    />
                  </td>
                  <td data-label="Name">
                    <Link to={`/codes/${code.id}`}>{label}</Link>
                    <TagChips tags={code.tags} />
                  </td>
                  <td data-label="Short URL" className="url">
                    {code.short_url}
                  </td>
                  <td data-label="Destination" className="url">
                    {code.url}
                  </td>
                  <td data-label="Status">
                    <span
                      className="badge"
                      data-status={code.status}
                      title={code.taken_down_reason ?? undefined}
                    >
                      {code.taken_down_reason
                        ? "disabled for abuse"
                        : code.status === "active"
                          ? "active"
                          : "paused"}
                    </span>{" "}
                    {code.flagged_reason ? (
                      <span className="badge" data-status="flagged" title={code.flagged_reason}>
                        flagged
                      </span>
                    ) : null}
                  </td>
                  {withScans ? <td data-label="Scans, 7 days">{code.scans_7d ?? 0}</td> : null}
                </tr>
              );
            })}
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
