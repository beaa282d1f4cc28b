import { PageSkeleton, TableSkeleton } from "@/components/ui/page-skeleton";

export default function FairnessLoading() {
  return (
    <PageSkeleton label="Loading fairness figures">
      <TableSkeleton rows={10} />
    </PageSkeleton>
  );
}
