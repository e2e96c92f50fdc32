// An export started from the page: the request, then the job polled every second until it has finished, when the
// list of recent exports is read again.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api, unwrap } from "../app/api.ts";
import type { CreateExport } from "./export-request.ts";

const FINISHED = new Set(["succeeded", "failed"]);

export function useExportJob() {
  const queryClient = useQueryClient();
  const [currentId, setCurrentId] = useState<string>();
  const start = useMutation({
    mutationFn: (body: CreateExport) => unwrap(api.POST("/api/v1/exports", { body })),
    onSuccess: async (job) => {
      setCurrentId(job.id);
      await queryClient.invalidateQueries({ queryKey: ["exports"] });
    },
  });
  const current = useQuery({
    queryKey: ["export", currentId],
    enabled: currentId !== undefined,
    queryFn: () => unwrap(api.GET("/api/v1/exports/{id}", { params: { path: { id: currentId as string } } })),
    refetchInterval: (query) => (query.state.data && FINISHED.has(query.state.data.status) ? false : 1000),
  });
  const job = current.data;
  const finished = job !== undefined && FINISHED.has(job.status);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: ["exports"] });
  }, [finished, queryClient]);
  return { start, job };
}
