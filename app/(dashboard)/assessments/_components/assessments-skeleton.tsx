import { Skeleton } from "@/components/ui/skeleton";

/** The table's shape while a page of screens loads. */
export function AssessmentsSkeleton() {
  return (
    <div role="status" aria-label="Loading screens" className="space-y-3">
      <div className="flex items-end justify-between gap-4">
        <Skeleton className="h-9 w-48" />
        <Skeleton className="h-5 w-64" />
      </div>
      <div className="space-y-px overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-800">
        <Skeleton className="h-9 w-full rounded-none" />
        {Array.from({ length: 12 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full rounded-none opacity-70" />
        ))}
      </div>
      <Skeleton className="h-9 w-96" />
    </div>
  );
}
