import { PageSkeleton, TableSkeleton } from "@/components/ui/page-skeleton";

export default function BulkLoading() {
  return (
    <PageSkeleton label="Loading bulk jobs" actions={1}>
      <TableSkeleton rows={6} toolbar={false} />
    </PageSkeleton>
  );
}
