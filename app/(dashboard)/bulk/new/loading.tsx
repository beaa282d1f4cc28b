import { Skeleton } from "@/components/ui/skeleton";

export default function NewBulkLoading() {
  return (
    <div role="status" aria-label="Loading the bulk issue form" className="space-y-6">
      <div className="space-y-2">
        <Skeleton className="h-8 w-52" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="space-y-3 rounded-xl border border-zinc-200 p-5 dark:border-zinc-800">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-9 w-full max-w-md" />
        </div>
      ))}
    </div>
  );
}
