// What the app reads from the API, each once: the query (key and request) a page uses, and that the routes' loaders
// start the moment a page is opened (main.tsx), all at once. So a page waits on at most two calls in a row: the
// calls it can make knowing only its address, then those that need an answer of theirs (a code's team, say).
import {
  type FetchQueryOptions,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
} from "@tanstack/react-query";
import { api, unwrap } from "./api.ts";

export const accountQuery = queryOptions({
  queryKey: ["account"],
  queryFn: () => unwrap(api.GET("/api/v1/account")),
});

export const CODES_PAGE_SIZE = 20;
export const CODE_FILTERS = ["search", "status", "metadata_key", "metadata_value"] as const;
export type CodeFilters = Partial<Record<(typeof CODE_FILTERS)[number], string>>;

/** The filters a codes address names (its search parameters). */
export function codeFiltersOf(search: URLSearchParams): CodeFilters {
  return Object.fromEntries(
    CODE_FILTERS.map((name) => [name, search.get(name) || undefined]).filter(([, value]) => value),
  ) as CodeFilters;
}

/** A page of codes with their last 7 days' scans (every role may read analytics). */
export const codesQuery = (filters: CodeFilters, cursor: string | undefined) =>
  queryOptions({
    queryKey: ["codes", filters, cursor],
    queryFn: () =>
      unwrap(
        api.GET("/api/v1/qr", {
          params: {
            query: {
              limit: CODES_PAGE_SIZE,
              ...(cursor ? { cursor } : {}),
              ...filters,
              status: filters.status as "active" | "disabled" | undefined,
              include: "scans_7d",
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const codeQuery = (id: string) =>
  queryOptions({
    queryKey: ["code", id],
    queryFn: () => unwrap(api.GET("/api/v1/qr/{id}", { params: { path: { id } } })),
  });

/** A UTC day `offset` days ago, as analytics bounds name days. */
export const dayAgo = (offset: number) =>
  new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

/** What the analytics page shows first: the last 30 days, by day. */
export const DEFAULT_ANALYTICS = {
  bounds: () => ({ from: dayAgo(29), to: dayAgo(0) }),
  interval: "day",
} as const;

export const analyticsQuery = (
  id: string,
  bounds: { from?: string; to?: string },
  interval: "day" | "hour",
) =>
  queryOptions({
    queryKey: ["analytics", id, bounds, interval],
    queryFn: () =>
      unwrap(
        api.GET("/api/v1/qr/{id}/analytics", { params: { path: { id }, query: { ...bounds, interval } } }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

export const versionsQuery = (id: string, version: number) =>
  infiniteQueryOptions({
    queryKey: ["versions", id, version],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET("/api/v1/qr/{id}/versions", {
          params: { path: { id }, query: { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const designsQuery = queryOptions({
  queryKey: ["designs"],
  queryFn: () => unwrap(api.GET("/api/v1/designs", { params: { query: { limit: 100 } } })),
});

export const logosQuery = queryOptions({
  queryKey: ["logos"],
  queryFn: () => unwrap(api.GET("/api/v1/logos", { params: { query: { limit: 100 } } })),
});

export const teamsQuery = queryOptions({
  queryKey: ["teams"],
  queryFn: () => unwrap(api.GET("/api/v1/teams")),
});

export const membersQuery = (teamId: string) =>
  queryOptions({
    queryKey: ["members", teamId],
    enabled: teamId !== "",
    queryFn: () => unwrap(api.GET("/api/v1/teams/{id}/members", { params: { path: { id: teamId } } })),
  });

export const activityQuery = (teamId: string) =>
  infiniteQueryOptions({
    queryKey: ["activity", teamId],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET("/api/v1/teams/{id}/activity", {
          params: { path: { id: teamId }, query: { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const sessionsQuery = queryOptions({
  queryKey: ["sessions"],
  queryFn: () => unwrap(api.GET("/api/v1/account/sessions")),
});

export const keysQuery = queryOptions({ queryKey: ["keys"], queryFn: () => unwrap(api.GET("/api/v1/keys")) });

export const domainsQuery = queryOptions({
  queryKey: ["domains"],
  queryFn: () => unwrap(api.GET("/api/v1/domains")),
});

export const domainQuery = (id: string) =>
  queryOptions({
    queryKey: ["domain", id],
    queryFn: () => unwrap(api.GET("/api/v1/domains/{id}", { params: { path: { id } } })),
  });

export const exportsQuery = queryOptions({
  queryKey: ["exports"],
  queryFn: () => unwrap(api.GET("/api/v1/exports", { params: { query: { limit: 20 } } })),
});

/**
 * Starts reading what a page needs without waiting for it (a loader returns at once and the page shows its loading
 * state); a failure shows on the page, through the query it used.
 */
export function prefetch(client: QueryClient, ...queries: { queryKey: readonly unknown[] }[]): null {
  for (const query of queries) void client.prefetchQuery(query as FetchQueryOptions);
  return null;
}
