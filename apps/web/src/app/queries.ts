// What the app reads from the API, each once: the query (key and request) a page uses, and that the routes' loaders
// start the moment a page is opened (main.tsx), all at once. So a page waits on at most two calls in a row: the
// calls it can make knowing only its address, then those that need an answer of theirs (a code's team, say).
import type { ContentType } from "@qr/core/content/types";
import {
  type FetchQueryOptions,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
} from "@tanstack/react-query";
import { ApiFailure, api, unwrap } from "./api.ts";

export const accountQuery = queryOptions({
  queryKey: ["account"],
  queryFn: () => unwrap(api.GET("/api/v1/account")),
});

export const CODES_PAGE_SIZE = 20;
export const CODE_FILTERS = [
  "search",
  "folder",
  "status",
  "type",
  "campaign",
  "metadata_key",
  "metadata_value",
  "sort",
] as const;
export const CODE_SORTS = {
  "-created": "Newest first",
  created: "Oldest first",
  name: "Name",
  "-scans_7d": "Most scanned, 7 days",
} as const;
export type CodeSort = keyof typeof CODE_SORTS;
export type CodeFilters = Partial<Record<(typeof CODE_FILTERS)[number], string>> & { tag?: string[] };

/** The filters a codes address names (its search parameters; `tag` may repeat). */
export function codeFiltersOf(search: URLSearchParams): CodeFilters {
  const filters = Object.fromEntries(
    CODE_FILTERS.map((name) => [name, search.get(name) || undefined]).filter(([, value]) => value),
  ) as CodeFilters;
  const tags = search.getAll("tag").filter(Boolean);
  return tags.length > 0 ? { ...filters, tag: tags } : filters;
}

/** The codes a filter matches, as the list and the bulk actions ask the API for them. */
export function codesRequest(filters: CodeFilters, limit: number, cursor?: string) {
  return {
    limit,
    ...(cursor ? { cursor } : {}),
    ...filters,
    status: filters.status as "active" | "disabled" | undefined,
    type: filters.type as ContentType | undefined,
    sort: filters.sort as CodeSort | undefined,
    include: "scans_7d" as const,
  };
}

/** A page of codes with their last 7 days' scans (every role may read analytics). */
export const codesQuery = (filters: CodeFilters, cursor: string | undefined) =>
  queryOptions({
    queryKey: ["codes", filters, cursor],
    queryFn: () =>
      unwrap(api.GET("/api/v1/qr", { params: { query: codesRequest(filters, CODES_PAGE_SIZE, cursor) } })),
    placeholderData: keepPreviousData,
  });

export const tagsQuery = queryOptions({
  queryKey: ["tags"],
  queryFn: () => unwrap(api.GET("/api/v1/tags")),
});

/** The folders the person may see, with their access to each. */
export const foldersQuery = queryOptions({
  queryKey: ["folders"],
  queryFn: () => unwrap(api.GET("/api/v1/folders")),
});

export const gs1ProductsQuery = (cursor: string | undefined) =>
  queryOptions({
    queryKey: ["gs1-products", cursor ?? ""],
    queryFn: () => unwrap(api.GET("/api/v1/gs1/products", { params: { query: cursor ? { cursor } : {} } })),
  });

export const folderQuery = (id: string) =>
  queryOptions({
    queryKey: ["folders", id],
    queryFn: () => unwrap(api.GET("/api/v1/folders/{id}", { params: { path: { id } } })),
  });

/** Every member's access to a folder (for its owners). */
export const folderMembersQuery = (id: string) =>
  queryOptions({
    queryKey: ["folders", id, "members"],
    queryFn: () => unwrap(api.GET("/api/v1/folders/{id}/members", { params: { path: { id } } })),
  });

/** The team's analytics of the last 30 days, with the 30 before: what the overview shows. */
export const teamAnalyticsQuery = queryOptions({
  queryKey: ["team-analytics"],
  queryFn: () =>
    unwrap(
      api.GET("/api/v1/analytics", {
        params: {
          query: { from: dayAgo(29), to: dayAgo(0), interval: "day", compare: "previous", series: "compact" },
        },
      }),
    ),
  refetchInterval: 30_000,
});

/** Whether the team has any code: the overview's empty state. */
export const anyCodeQuery = queryOptions({
  queryKey: ["codes", "any"],
  queryFn: () => unwrap(api.GET("/api/v1/qr", { params: { query: { limit: 1 } } })),
});

export const codeQuery = (id: string) =>
  queryOptions({
    queryKey: ["code", id],
    queryFn: () => unwrap(api.GET("/api/v1/qr/{id}", { params: { path: { id } } })),
  });

/** The days a code's header shows its scans of. */
export const WEEK_DAYS = 7;

/** A code's scans of the last 7 days, against the 7 before: its header's figure and bars. */
export const weekScansQuery = (id: string) => ({
  queryKey: ["code", id, "week"],
  queryFn: () =>
    unwrap(
      api.GET("/api/v1/qr/{id}/analytics", {
        params: {
          path: { id },
          query: {
            from: dayAgo(WEEK_DAYS - 1),
            to: dayAgo(0),
            interval: "day",
            compare: "previous",
            series: "compact",
          },
        },
      }),
    ),
  staleTime: 30_000,
});

/** A UTC day `offset` days ago, as analytics bounds name days. */
export const dayAgo = (offset: number) =>
  new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

/** What the analytics page shows first: the last 30 days, by day. */
export const DEFAULT_ANALYTICS = {
  bounds: () => ({ from: dayAgo(29), to: dayAgo(0) }),
  interval: "day",
} as const;

/** What the analytics page asks the API for a range (@qrservice/react's useAnalytics and the loader alike). */
export const analyticsRequest = (bounds: { from?: string; to?: string }, interval: "day" | "hour") => ({
  ...bounds,
  interval,
  ...(bounds.from ? { compare: "previous" as const } : {}),
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

/** The team's single sign-on connection, or null when it has none (its owners' section of the team page). */
export const ssoQuery = (teamId: string) =>
  queryOptions({
    queryKey: ["sso", teamId],
    queryFn: async () => {
      try {
        return await unwrap(api.GET("/api/v1/teams/{id}/sso", { params: { path: { id: teamId } } }));
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 404) return null;
        throw error;
      }
    },
  });

/** The audit log under a filter (action, actor, target, from, to), a page at a time. */
export const auditLogQuery = (filter: Record<string, string>) =>
  infiniteQueryOptions({
    queryKey: ["audit-log", filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET("/api/v1/audit-log", {
          params: { query: { limit: 50, ...filter, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
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

export const webhooksQuery = queryOptions({
  queryKey: ["webhooks"],
  queryFn: () => unwrap(api.GET("/api/v1/webhooks", { params: { query: { limit: 100 } } })),
});

export const webhookQuery = (id: string) =>
  queryOptions({
    queryKey: ["webhook", id],
    queryFn: () => unwrap(api.GET("/api/v1/webhooks/{id}", { params: { path: { id } } })),
  });

/** An endpoint's deliveries, newest first, 20 at a time, each with its latest attempts. */
export const deliveriesQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: ["webhook", id, "deliveries"],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET("/api/v1/webhooks/{id}/deliveries", {
          params: { path: { id }, query: { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
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
