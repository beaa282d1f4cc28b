import { PageSkeleton, PanelSkeletons } from "@/components/ui/page-skeleton";

export default function NewBulkLoading() {
  return (
    <PageSkeleton label="Loading the bulk issue form">
      <PanelSkeletons count={3} height="h-9 max-w-md" />
    </PageSkeleton>
  );
}
