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
  deleteCodeMutation,
  updateCodeMutation,
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
