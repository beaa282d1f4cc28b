import { PageSkeleton, TableSkeleton } from "@/components/ui/page-skeleton";

export default function AnalyticsLoading() {
  return (
    <PageSkeleton label="Loading analytics">
      <TableSkeleton rows={10} />
    </PageSkeleton>
  );
}
