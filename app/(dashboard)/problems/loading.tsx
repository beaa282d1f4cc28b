import { PageSkeleton, TableSkeleton } from "@/components/ui/page-skeleton";

export default function ProblemsLoading() {
  return (
    <PageSkeleton label="Loading problems" actions={3}>
      <TableSkeleton rows={8} />
    </PageSkeleton>
  );
}
