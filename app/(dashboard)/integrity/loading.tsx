import { PageSkeleton, TableSkeleton } from "@/components/ui/page-skeleton";

export default function IntegrityLoading() {
  return (
    <PageSkeleton label="Loading the integrity queue">
      <TableSkeleton rows={8} />
    </PageSkeleton>
  );
}
