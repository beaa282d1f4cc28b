import { Skeleton } from "@/components/ui/skeleton";

export default function BulkJobLoading() {
  return (
    <div role="status" aria-label="Loading the job" className="space-y-6">
      <div className="space-y-2">
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-4 w-48" />
      </div>
      <div className="space-y-4 rounded-xl border border-zinc-200 p-5 dark:border-zinc-800">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-3 w-full" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {Array.from({ length: 7 }, (_, i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      </div>
      <div className="space-y-2">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    </div>
  );
}
