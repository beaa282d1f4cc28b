import { Skeleton } from "@/components/ui/skeleton";

export default function NewProblemLoading() {
  return (
    <div role="status" aria-label="Loading" className="max-w-3xl space-y-4">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-4 w-[30rem] max-w-full" />
      <Skeleton className="mt-6 h-4 w-32" />
      <Skeleton className="h-52 w-full" />
      <Skeleton className="h-9 w-full" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
      </div>
    </div>
  );
}
