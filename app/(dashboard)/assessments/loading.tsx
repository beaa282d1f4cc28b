import { Skeleton } from "@/components/ui/skeleton";
import { AssessmentsSkeleton } from "./_components/assessments-skeleton";

export default function Loading() {
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-4 w-96" />
      </div>
      <AssessmentsSkeleton />
    </div>
  );
}
