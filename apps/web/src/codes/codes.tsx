// The team's codes: filters and a sort kept in the address, cursor pages, codes selected one by one, by page or all
// that match, and what can be done to them at once (bulk-actions.tsx). The route composes the list's data and the
// selection (use-code-list.ts, use-code-selection.ts) with the panels that show them.
import { Link } from "react-router";
import { useMay } from "../app/session.ts";
import { Loading } from "../ui/loading.tsx";
import { Pager } from "../ui/pager.tsx";
import { Problem } from "../ui/problem.tsx";
import { BulkActions, BulkReport } from "./bulk-actions.tsx";
import { CodeFiltersForm } from "./code-filters-form.tsx";
import { CodesTable } from "./codes-table.tsx";
import { useCodeList } from "./use-code-list.ts";
import { type CodeSelection, useCodeSelection } from "./use-code-selection.ts";

export function CodesPage() {
  const may = useMay();
  const writer = may("qr:write");
  const withScans = may("analytics:read");
  const list = useCodeList();
  const { codes, rows, filters } = list;
  const selection = useCodeSelection(
    filters,
    rows.map((code) => code.id),
  );
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
      <CodeFiltersForm
        key={list.search.toString()}
        filters={filters}
        tags={list.tags}
        withScans={withScans}
        cleared={!list.filtered && !filters.sort}
        onApply={(event) => {
          selection.clear();
          list.applyFilters(event);
        }}
        onClear={() => {
          selection.clear();
          list.clearFilters();
        }}
      />
      {writer && selection.selected.length > 0 ? (
        <BulkActions ids={selection.selected} labelOf={list.labelOf} onDone={selection.done} />
      ) : null}
      {selection.report ? (
        <BulkReport what={selection.report.what} outcome={selection.report.outcome} />
      ) : null}
      {codes.isPending ? <Loading what="codes" /> : null}
      {codes.error ? <Problem error={codes.error} /> : null}
      {codes.data && rows.length === 0 && !list.filtered && list.onFirstPage ? (
        <section className="empty">
          <h2>No codes yet</h2>
          <p>A dynamic code keeps its printed pattern while you change where it leads.</p>
          {writer ? <Link to="/codes/new">Create your first code</Link> : null}
        </section>
      ) : null}
      {codes.data && rows.length === 0 && list.filtered ? (
        <p role="status">No code matches these filters.</p>
      ) : null}
      {writer && selection.wholePage && list.nextPage ? (
        <SelectAllMatching selection={selection} pageSize={rows.length} />
      ) : null}
      {rows.length > 0 ? (
        <CodesTable rows={rows} withScans={withScans} selection={writer ? selection : undefined} />
      ) : null}
      <Pager previous={list.previousPage} next={list.nextPage} />
    </>
  );
}

/** Offered once a whole page is selected and more codes match: select them all. */
function SelectAllMatching({ selection, pageSize }: { selection: CodeSelection; pageSize: number }) {
  return (
    <p className="mb-2 flex flex-wrap items-center gap-2">
      {selection.beyondPage
        ? `All ${selection.selected.length} codes that match are selected.`
        : `The ${pageSize} codes of this page are selected.`}
      {selection.beyondPage ? null : (
        <button
          type="button"
          className="secondary"
          disabled={selection.selecting}
          onClick={selection.selectAllMatching}
        >
          {selection.selecting ? "Selecting…" : "Select all codes that match"}
        </button>
      )}
    </p>
  );
}
