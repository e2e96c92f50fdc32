// The analytics' shape while their figures are on their way: the totals, then the chart.
import { Skeleton } from "../ui/skeleton.tsx";

export function AnalyticsSkeleton() {
  return (
    <div className="grid gap-4">
      <Skeleton what="analytics" rows={1} height="5.5rem" />
      <Skeleton what="the chart" rows={1} height="16rem" />
    </div>
  );
}
