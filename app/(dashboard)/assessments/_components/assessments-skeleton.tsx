import { Skeleton } from "@/components/ui/skeleton";
import { TableSkeleton } from "@/components/ui/page-skeleton";

/** The table's shape while a page of screens loads, below the page header that is already on screen. */
export function AssessmentsSkeleton() {
  return (
    <div role="status" aria-label="Loading screens" className="space-y-3">
      <TableSkeleton rows={12} />
      <Skeleton className="h-9 w-96 max-w-full" />
    </div>
  );
}
