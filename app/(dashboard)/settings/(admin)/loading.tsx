import { PageSkeleton, TableSkeleton } from "@/components/ui/page-skeleton";

export default function AdminSettingsLoading() {
  return (
    <PageSkeleton label="Loading settings">
      <TableSkeleton rows={8} toolbar={false} />
    </PageSkeleton>
  );
}
