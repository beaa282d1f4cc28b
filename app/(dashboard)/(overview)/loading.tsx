import { PageSkeleton, TableSkeleton } from "@/components/ui/page-skeleton";

export default function OverviewLoading() {
  return (
    <PageSkeleton label="Loading the overview">
      <TableSkeleton rows={8} toolbar={false} />
    </PageSkeleton>
  );
}
