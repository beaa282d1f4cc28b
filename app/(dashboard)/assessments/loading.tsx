import { PageSkeleton, TableSkeleton } from "@/components/ui/page-skeleton";

export default function Loading() {
  return (
    <PageSkeleton label="Loading screens">
      <TableSkeleton rows={12} />
    </PageSkeleton>
  );
}
