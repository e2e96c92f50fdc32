// The queries and mutations behind the hooks, as TanStack Query options: usable without React too (a router's
// loader prefetching a page, a test). Every key starts with "qrservice", then the code's id where there is one, so
// a change to a code invalidates exactly what shows it.
import { infiniteQueryOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { type JsonBodyOf, type QrCode, type QrService, type QueryOf, timeseriesOf } from "qrservice";

export type CodesQuery = Omit<NonNullable<QueryOf<"codes.list">>, "cursor">;
export type AnalyticsQuery = NonNullable<QueryOf<"codes.analytics">>;
export type EventsQuery = Omit<NonNullable<QueryOf<"events.list">>, "cursor">;
export type ScansQuery = Omit<NonNullable<QueryOf<"scans.list">>, "cursor">;
export type DeliveriesQuery = Omit<NonNullable<QueryOf<"webhooks.deliveries">>, "cursor">;

export const qrKeys = {
  all: ["qrservice"] as const,
  codes: () => [...qrKeys.all, "codes"] as const,
  codeLists: () => [...qrKeys.codes(), "list"] as const,
  codeList: (query: CodesQuery) => [...qrKeys.codeLists(), query] as const,
  code: (id: string) => [...qrKeys.codes(), id] as const,
  analytics: (id: string, query: AnalyticsQuery) => [...qrKeys.code(id), "analytics", query] as const,
  events: (query: EventsQuery) => [...qrKeys.all, "events", query] as const,
  scans: (query: ScansQuery) => [...qrKeys.all, "scans", query] as const,
  webhooks: () => [...qrKeys.all, "webhooks"] as const,
  webhook: (id: string) => [...qrKeys.webhooks(), id] as const,
  deliveries: (id: string, query: DeliveriesQuery) => [...qrKeys.webhook(id), "deliveries", query] as const,
};

/** A paged list as an infinite query: each page fetched by its cursor. */
const pagedQuery = <T>(
  queryKey: readonly unknown[],
  page: (cursor: string | undefined, signal: AbortSignal) => Promise<T & { next_cursor: string | null }>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ signal, pageParam }) => page(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

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
    // Asked compact (a few KB whatever the range) and answered with `timeseries` spelled out, as charts read it.
    queryFn: async ({ signal }) => {
      const { analytics } = await client.codes.analytics(id, { series: "compact", ...query }, { signal });
      const { series: _, ...figures } = analytics;
      return { analytics: { ...figures, timeseries: timeseriesOf(analytics) } };
    },
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

/** The team's events, oldest first from `after` (a receiver catching up), page by page. */
export const eventsQuery = (client: QrService, query: EventsQuery = {}) =>
  pagedQuery(qrKeys.events(query), (cursor, signal) => client.events.list(query, { signal }).page(cursor));

/** The team's raw scans, newest first, page by page. */
export const scansQuery = (client: QrService, query: ScansQuery = {}) =>
  pagedQuery(qrKeys.scans(query), (cursor, signal) => client.scans.list(query, { signal }).page(cursor));

export const webhooksQuery = (client: QrService) =>
  queryOptions({
    queryKey: qrKeys.webhooks(),
    queryFn: ({ signal }) => client.webhooks.list({ limit: 100 }, { signal }).toArray(),
  });

/** An endpoint's deliveries, newest first, each with its attempts. */
export const deliveriesQuery = (client: QrService, id: string, query: DeliveriesQuery = {}) =>
  pagedQuery(qrKeys.deliveries(id, query), (cursor, signal) =>
    client.webhooks.deliveries(id, query, { signal }).page(cursor),
  );

const invalidateWebhooks = (queries: QueryClient) =>
  queries.invalidateQueries({ queryKey: qrKeys.webhooks() });

export const createWebhookMutation = (client: QrService, queries: QueryClient) => ({
  mutationFn: (body: JsonBodyOf<"webhooks.create">) => client.webhooks.create(body),
  onSuccess: () => invalidateWebhooks(queries),
});

export const updateWebhookMutation = (client: QrService, queries: QueryClient) => ({
  mutationFn: ({ id, ...body }: { id: string } & JsonBodyOf<"webhooks.update">) =>
    client.webhooks.update(id, body),
  onSuccess: () => invalidateWebhooks(queries),
});

export const deleteWebhookMutation = (client: QrService, queries: QueryClient) => ({
  mutationFn: (id: string) => client.webhooks.delete(id),
  onSuccess: () => invalidateWebhooks(queries),
});

export const rotateWebhookSecretMutation = (client: QrService, queries: QueryClient) => ({
  mutationFn: (id: string) => client.webhooks.rotateSecret(id),
  onSuccess: () => invalidateWebhooks(queries),
});

/** `mutate(id)`: a test event, then the endpoint's deliveries show it. */
export const sendTestEventMutation = (client: QrService, queries: QueryClient) => ({
  mutationFn: (id: string) => client.webhooks.test(id),
  onSuccess: (_: unknown, id: string) => queries.invalidateQueries({ queryKey: qrKeys.webhook(id) }),
});

/** `mutate({ id, deliveryId })`. */
export const retryDeliveryMutation = (client: QrService, queries: QueryClient) => ({
  mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
    client.webhooks.retryDelivery(id, deliveryId),
  onSuccess: (_: unknown, { id }: { id: string }) =>
    queries.invalidateQueries({ queryKey: qrKeys.webhook(id) }),
});
