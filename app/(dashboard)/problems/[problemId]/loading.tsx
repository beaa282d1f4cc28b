import { Skeleton } from "@/components/ui/skeleton";

export default function ProblemLoading() {
  return (
    <div role="status" aria-label="Loading the problem" className="space-y-6">
      <div className="space-y-2">
        <Skeleton className="h-8 w-80 max-w-full" />
        <Skeleton className="h-5 w-48" />
      </div>
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          <div className="grid gap-4 lg:grid-cols-2">
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </div>
          <div className="space-y-2">
            <Skeleton className="h-6 w-48" />
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        </div>
        <div className="space-y-6">
          <Skeleton className="h-80" />
          <Skeleton className="h-32" />
        </div>
      </div>
    </div>
  );
}
