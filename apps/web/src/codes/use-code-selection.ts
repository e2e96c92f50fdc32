// Codes selected for a bulk action: one by one, a whole page, or every code the filters match (up to a bound);
// after an action, the codes it could not change stay selected, to try again.
import { useState } from "react";
import type { CodeFilters } from "../app/queries.ts";
import { idsMatching, type Outcome } from "./bulk-actions.tsx";

/** The most codes "select all that match" takes. */
const MAX_SELECTED = 10_000;

export function useCodeSelection(filters: CodeFilters, pageIds: string[]) {
  const [selected, setSelected] = useState<string[]>([]);
  const [selecting, setSelecting] = useState(false);
  const [report, setReport] = useState<{ what: string; outcome: Outcome }>();
  return {
    selected,
    selecting,
    report,
    wholePage: pageIds.length > 0 && pageIds.every((id) => selected.includes(id)),
    /** More than this page: every code that matches. */
    beyondPage: selected.length > pageIds.length,
    toggle: (id: string, on: boolean) =>
      setSelected(on ? [...selected, id] : selected.filter((known) => known !== id)),
    togglePage: (on: boolean) =>
      setSelected(
        on ? [...new Set([...selected, ...pageIds])] : selected.filter((id) => !pageIds.includes(id)),
      ),
    clear: () => setSelected([]),
    selectAllMatching: async () => {
      setSelecting(true);
      try {
        setSelected(await idsMatching(filters, MAX_SELECTED));
      } finally {
        setSelecting(false);
      }
    },
    /** An action's outcome: reported, and the codes that failed kept selected. */
    done: (what: string, outcome: Outcome) => {
      setReport({ what, outcome });
      const failed = new Set(outcome.failed.map((failure) => failure.id));
      setSelected(selected.filter((id) => failed.has(id)));
    },
  };
}

export type CodeSelection = ReturnType<typeof useCodeSelection>;
