import { PageSkeleton, PanelSkeletons, TableSkeleton } from "@/components/ui/page-skeleton";

export default function ProblemLoading() {
  return (
    <PageSkeleton label="Loading the problem">
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          <div className="grid gap-4 lg:grid-cols-2">
            <PanelSkeletons count={2} height="h-20" />
          </div>
          <TableSkeleton rows={4} toolbar={false} />
        </div>
        <div className="space-y-6">
          <PanelSkeletons count={2} height="h-40" />
        </div>
      </div>
    </PageSkeleton>
  );
}
