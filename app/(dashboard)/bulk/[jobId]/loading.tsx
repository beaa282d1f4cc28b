import { PageSkeleton, PanelSkeletons, TableSkeleton } from "@/components/ui/page-skeleton";

export default function BulkJobLoading() {
  return (
    <PageSkeleton label="Loading the job">
      <PanelSkeletons count={1} height="h-24" />
      <TableSkeleton rows={8} />
    </PageSkeleton>
  );
}
