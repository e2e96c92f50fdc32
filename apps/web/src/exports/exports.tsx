// Print-ready exports: the form of a new export, the job's progress to its download, and the team's recent
// exports. The route composes the job (use-export-job.ts) with the panels.
import { useSearchParams } from "react-router";
import { ExportForm } from "./export-form.tsx";
import { ExportProgress } from "./export-progress.tsx";
import { RecentExports } from "./recent-exports.tsx";
import { useExportJob } from "./use-export-job.ts";

export function ExportsPage() {
  const [search] = useSearchParams();
  const { start, job } = useExportJob();
  return (
    <>
      <h1>Print and export</h1>
      <ExportForm
        bulkId={search.get("bulk_id")}
        onStart={(request) => start.mutate(request)}
        starting={start.isPending}
        error={start.error}
      />
      {job ? <ExportProgress job={job} /> : null}
      <RecentExports />
    </>
  );
}
