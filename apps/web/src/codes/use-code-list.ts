// The codes list's data: the filters and sort the address names (so a filtered list can be shared), the cursor
// pages walked so far, the page of codes and the team's tags, and each code's label as last seen.
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { CODE_FILTERS, codeFiltersOf, codesQuery, tagsQuery } from "../app/queries.ts";

export function useCodeList() {
  const [search, setSearch] = useSearchParams();
  const [cursors, setCursors] = useState<string[]>([]);
  const filters = codeFiltersOf(search);
  const cursor = cursors.at(-1);
  const codes = useQuery(codesQuery(filters, cursor));
  const tags = useQuery(tagsQuery);
  const [labels] = useState(() => new Map<string, string>());
  const rows = codes.data?.data ?? [];
  for (const code of rows) labels.set(code.id, code.name ?? code.slug);
  const nextCursor = codes.data?.next_cursor ?? undefined;
  return {
    search,
    filters,
    /** Whether a filter (not just a sort) narrows the list. */
    filtered: Object.keys(filters).some((name) => name !== "sort"),
    codes,
    rows,
    tags: tags.data?.data ?? [],
    onFirstPage: cursor === undefined,
    labelOf: (id: string) => labels.get(id) ?? id,
    /** Shows the filters a form holds, from the first page. */
    applyFilters: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setCursors([]);
      setSearch(searchOf(new FormData(event.currentTarget)));
    },
    clearFilters: () => {
      setCursors([]);
      setSearch(new URLSearchParams());
    },
    previousPage: cursors.length > 0 ? () => setCursors(cursors.slice(0, -1)) : undefined,
    nextPage: nextCursor ? () => setCursors([...cursors, nextCursor]) : undefined,
  };
}

export type CodeList = ReturnType<typeof useCodeList>;

/** The address's search parameters for a filter form's fields (the default sort left out). */
export function searchOf(form: FormData): URLSearchParams {
  const next = new URLSearchParams();
  for (const name of CODE_FILTERS) {
    const value = String(form.get(name) ?? "").trim();
    if (value && !(name === "sort" && value === "-created")) next.set(name, value);
  }
  for (const tag of form.getAll("tag")) next.append("tag", String(tag));
  return next;
}
