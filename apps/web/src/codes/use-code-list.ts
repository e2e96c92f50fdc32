// The codes list's data: the filters and sort the address names (so a filtered list can be shared), the cursor
// pages walked so far, the page of codes and the team's tags, and each code's label as last seen.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { CODE_FILTERS, type CodeFilters, codeFiltersOf, codesQuery, tagsQuery } from "../app/queries.ts";
import { codeTitle } from "./code-words.ts";

const NO_CODES: never[] = [];

export function useCodeList() {
  const [search, setSearch] = useSearchParams();
  const [cursors, setCursors] = useState<string[]>([]);
  const filters = codeFiltersOf(search);
  const cursor = cursors.at(-1);
  const codes = useQuery(codesQuery(filters, cursor));
  const tags = useQuery(tagsQuery);
  const [labels] = useState(() => new Map<string, string>());
  const rows = codes.data?.data ?? NO_CODES;
  for (const code of rows) labels.set(code.id, codeTitle(code));
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
    /** Shows the codes these filters match, from the first page. */
    setFilters: (next: CodeFilters) => {
      setCursors([]);
      setSearch(searchOfFilters(next));
    },
    previousPage: cursors.length > 0 ? () => setCursors(cursors.slice(0, -1)) : undefined,
    nextPage: nextCursor ? () => setCursors([...cursors, nextCursor]) : undefined,
  };
}

export type CodeList = ReturnType<typeof useCodeList>;

/** The address's search parameters for a filter form's fields (the default sort left out). */
export function searchOf(form: FormData): URLSearchParams {
  return searchOfFilters({
    ...Object.fromEntries(CODE_FILTERS.map((name) => [name, String(form.get(name) ?? "")])),
    tag: form.getAll("tag").map(String),
  });
}

/** The address's search parameters for filters (empty ones and the default sort left out). */
export function searchOfFilters(filters: CodeFilters): URLSearchParams {
  const next = new URLSearchParams();
  for (const name of CODE_FILTERS) {
    const value = (filters[name] ?? "").trim();
    if (value && !(name === "sort" && value === "-created")) next.set(name, value);
  }
  for (const tag of filters.tag ?? []) next.append("tag", tag);
  return next;
}
