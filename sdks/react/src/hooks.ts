// Hooks over the qrservice client for teams that build their own dashboards: reads as TanStack queries, changes as
// mutations that invalidate what they change (queries.ts has the keys and the options behind each).
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useQrService } from "./provider.tsx";
import {
  type AnalyticsQuery,
  analyticsQuery,
  type CodesQuery,
  codeQuery,
  codesQuery,
  createCodeMutation,
  createWebhookMutation,
  type DeliveriesQuery,
  deleteCodeMutation,
  deleteWebhookMutation,
  deliveriesQuery,
  type EventsQuery,
  eventsQuery,
  retryDeliveryMutation,
  rotateWebhookSecretMutation,
  type ScansQuery,
  scansQuery,
  sendTestEventMutation,
  updateCodeMutation,
  updateWebhookMutation,
  webhooksQuery,
} from "./queries.ts";

/** Extra TanStack options for a read (`refetchInterval`, `enabled`, `placeholderData`, …). */
type ReadOptions = { enabled?: boolean; refetchInterval?: number | false; staleTime?: number };

export function useCode(id: string, options: ReadOptions = {}) {
  return useQuery({ ...codeQuery(useQrService(), id), ...options });
}

/** The codes a query matches, page by page (`data.pages`, `fetchNextPage()`, `hasNextPage`). */
export function useCodes(query: CodesQuery = {}, options: ReadOptions = {}) {
  return useInfiniteQuery({ ...codesQuery(useQrService(), query), ...options });
}

export function useAnalytics(
  id: string,
  query: AnalyticsQuery = {},
  options: ReadOptions & { keepPrevious?: boolean } = {},
) {
  const { keepPrevious, ...rest } = options;
  return useQuery({
    ...analyticsQuery(useQrService(), id, query),
    ...(keepPrevious ? { placeholderData: (previous: unknown) => previous as never } : {}),
    ...rest,
  });
}

export function useCreateCode() {
  return useMutation(createCodeMutation(useQrService(), useQueryClient()));
}

/** `mutate({ id, ...changes })`. */
export function useUpdateCode() {
  return useMutation(updateCodeMutation(useQrService(), useQueryClient()));
}

/** `mutate(id)`. */
export function useDeleteCode() {
  return useMutation(deleteCodeMutation(useQrService(), useQueryClient()));
}

/** The team's events page by page (`after` an event id or an instant to read on from there). */
export function useEvents(query: EventsQuery = {}, options: ReadOptions = {}) {
  return useInfiniteQuery({ ...eventsQuery(useQrService(), query), ...options });
}

/** The team's raw scans page by page, newest first. */
export function useScans(query: ScansQuery = {}, options: ReadOptions = {}) {
  return useInfiniteQuery({ ...scansQuery(useQrService(), query), ...options });
}

export function useWebhooks(options: ReadOptions = {}) {
  return useQuery({ ...webhooksQuery(useQrService()), ...options });
}

/** An endpoint's deliveries with their attempts; `refetchInterval` to watch retries happen. */
export function useWebhookDeliveries(id: string, query: DeliveriesQuery = {}, options: ReadOptions = {}) {
  return useInfiniteQuery({ ...deliveriesQuery(useQrService(), id, query), ...options });
}

/** `mutate(body)`: the answer holds the signing secret, shown this once. */
export function useCreateWebhook() {
  return useMutation(createWebhookMutation(useQrService(), useQueryClient()));
}

/** `mutate({ id, ...changes })`. */
export function useUpdateWebhook() {
  return useMutation(updateWebhookMutation(useQrService(), useQueryClient()));
}

/** `mutate(id)`. */
export function useDeleteWebhook() {
  return useMutation(deleteWebhookMutation(useQrService(), useQueryClient()));
}

/** `mutate(id)`: the answer holds the new secret; the old one signs beside it for a day. */
export function useRotateWebhookSecret() {
  return useMutation(rotateWebhookSecretMutation(useQrService(), useQueryClient()));
}

/** `mutate(id)`. */
export function useSendTestEvent() {
  return useMutation(sendTestEventMutation(useQrService(), useQueryClient()));
}

/** `mutate({ id, deliveryId })`. */
export function useRetryDelivery() {
  return useMutation(retryDeliveryMutation(useQrService(), useQueryClient()));
}
