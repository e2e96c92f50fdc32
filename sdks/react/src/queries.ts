// The queries and mutations behind the hooks, as TanStack Query options: usable without React too (a router's
// loader prefetching a page, a test). Every key starts with "qrservice", then the code's id where there is one, so
// a change to a code invalidates exactly what shows it.
import { infiniteQueryOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import type { JsonBodyOf, QrCode, QrService, QueryOf } from "qrservice";

export type CodesQuery = Omit<NonNullable<QueryOf<"codes.list">>, "cursor">;
export type AnalyticsQuery = NonNullable<QueryOf<"codes.analytics">>;

export const qrKeys = {
  all: ["qrservice"] as const,
  codes: () => [...qrKeys.all, "codes"] as const,
  codeLists: () => [...qrKeys.codes(), "list"] as const,
  codeList: (query: CodesQuery) => [...qrKeys.codeLists(), query] as const,
  code: (id: string) => [...qrKeys.codes(), id] as const,
  analytics: (id: string, query: AnalyticsQuery) => [...qrKeys.code(id), "analytics", query] as const,
};

export const codeQuery = (client: QrService, id: string) =>
  queryOptions({ queryKey: qrKeys.code(id), queryFn: ({ signal }) => client.codes.get(id, { signal }) });

export const codesQuery = (client: QrService, query: CodesQuery = {}) =>
  infiniteQueryOptions({
    queryKey: qrKeys.codeList(query),
    queryFn: ({ signal, pageParam }) => client.codes.list(query, { signal }).page(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const analyticsQuery = (client: QrService, id: string, query: AnalyticsQuery = {}) =>
  queryOptions({
    queryKey: qrKeys.analytics(id, query),
    queryFn: ({ signal }) => client.codes.analytics(id, query, { signal }),
  });

/** After a change to codes: every list, and the changed code with all that hangs on it (its analytics). */
export function invalidateCodes(queries: QueryClient, changed?: QrCode | string) {
  void queries.invalidateQueries({ queryKey: qrKeys.codeLists() });
  if (changed === undefined) return;
  const id = typeof changed === "string" ? changed : changed.id;
  if (typeof changed !== "string") queries.setQueryData(qrKeys.code(id), changed);
  void queries.invalidateQueries({ queryKey: qrKeys.code(id) });
}

export const createCodeMutation = (client: QrService, queries: QueryClient) => ({
  mutationFn: (body: JsonBodyOf<"codes.create">) => client.codes.create(body),
  onSuccess: (code: QrCode) => invalidateCodes(queries, code),
});

export const updateCodeMutation = (client: QrService, queries: QueryClient) => ({
  mutationFn: ({ id, ...body }: { id: string } & JsonBodyOf<"codes.update">) => client.codes.update(id, body),
  onSuccess: (code: QrCode) => invalidateCodes(queries, code),
});

export const deleteCodeMutation = (client: QrService, queries: QueryClient) => ({
  mutationFn: (id: string) => client.codes.delete(id),
  onSuccess: (_: unknown, id: string) => {
    queries.removeQueries({ queryKey: qrKeys.code(id) });
    invalidateCodes(queries);
  },
});
