// The team's codes: a search and filters kept in the address (a filtered list can be shared), cursor pages, codes
// selected one by one, by page or all that match, and what can be done to them at once (bulk-actions.tsx). The
// route composes the list's data and the selection (use-code-list.ts, use-code-selection.ts) with the panels.

import { useQuery } from "@tanstack/react-query";
import { Plus, QrCode, Upload } from "lucide-react";
import { useDeferredValue } from "react";
import { Link } from "react-router";
import { foldersQuery } from "../app/queries.ts";
import { useMay } from "../app/session.ts";
import { EmptyState } from "../ui/empty-state.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Pager } from "../ui/pager.tsx";
import { Problem } from "../ui/problem.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { BulkActions, BulkReport } from "./bulk-actions.tsx";
import { CodesTable } from "./codes-table.tsx";
import { CodesToolbar } from "./codes-toolbar.tsx";
import { useCodeList } from "./use-code-list.ts";
import { type CodeSelection, useCodeSelection } from "./use-code-selection.ts";

export function CodesPage() {
  const may = useMay();
  const writer = may("qr:write");
  const withScans = may("analytics:read");
  const list = useCodeList();
  const folders = useQuery(foldersQuery);
  const { codes, rows, filters } = list;
  const selection = useCodeSelection(
    filters,
    rows.map((code) => code.id),
  );
  const empty = codes.data && rows.length === 0 && !list.filtered && list.onFirstPage;
  // The table is a deferred render, drawn in slices a phone can answer input between (a query's update is not).
  const shownRows = useDeferredValue(rows);
  return (
    <>
      <PageHeader
        title="QR codes"
        actions={
          writer ? (
            <>
              <Link to="/codes/import" className="button secondary">
                <Upload size={16} aria-hidden="true" />
                Import CSV
              </Link>
              <Link to="/codes/new" className="button">
                <Plus size={16} aria-hidden="true" />
                New code
              </Link>
            </>
          ) : null
        }
      >
        Printed once, changed any time: each code's destination, design and page stay yours to edit.
      </PageHeader>
      {empty ? null : (
        <CodesToolbar
          filters={filters}
          tags={list.tags}
          folders={folders.data?.data ?? []}
          withScans={withScans}
          onChange={(next) => {
            selection.clear();
            list.setFilters(next);
          }}
        />
      )}
      {selection.report ? (
        <BulkReport what={selection.report.what} outcome={selection.report.outcome} />
      ) : null}
      {codes.isPending ? <Skeleton what="codes" rows={5} height="3.5rem" /> : null}
      {codes.error ? <Problem error={codes.error} /> : null}
      {empty ? (
        <EmptyState
          icon={<QrCode size={28} />}
          title="No codes yet"
          action={
            writer ? (
              <Link to="/codes/new" className="button">
                Create your first code
              </Link>
            ) : null
          }
        >
          A dynamic code keeps its printed pattern while you change where it leads.
        </EmptyState>
      ) : null}
      {codes.data && rows.length === 0 && list.filtered ? (
        <p role="status" className="empty-line">
          No code matches these filters.
        </p>
      ) : null}
      {writer && selection.wholePage && list.nextPage ? (
        <SelectAllMatching selection={selection} pageSize={rows.length} />
      ) : null}
      {shownRows.length > 0 ? (
        <CodesTable rows={shownRows} withScans={withScans} selection={writer ? selection : undefined} />
      ) : null}
      <Pager previous={list.previousPage} next={list.nextPage} />
      {writer && selection.selected.length > 0 ? (
        <BulkActions
          ids={selection.selected}
          folders={folders.data?.data ?? []}
          labelOf={list.labelOf}
          onDone={selection.done}
          onClear={selection.clear}
        />
      ) : null}
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
