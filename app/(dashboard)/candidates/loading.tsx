import { PageSkeleton, TableSkeleton } from "@/components/ui/page-skeleton";

export default function CandidatesLoading() {
  return (
    <PageSkeleton label="Loading candidates" actions={2}>
      <TableSkeleton rows={10} />
    </PageSkeleton>
  );
}
