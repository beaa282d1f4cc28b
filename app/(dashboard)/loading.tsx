import { PageSkeleton, TableSkeleton } from "@/components/ui/page-skeleton";

export default function Loading() {
  return (
    <PageSkeleton label="Loading">
      <TableSkeleton rows={8} toolbar={false} />
    </PageSkeleton>
  );
}
