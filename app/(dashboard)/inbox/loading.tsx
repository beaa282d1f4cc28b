import { PageSkeleton, PanelSkeletons } from "@/components/ui/page-skeleton";

export default function InboxLoading() {
  return (
    <PageSkeleton label="Loading what is waiting for you">
      <div className="space-y-3">
        <PanelSkeletons count={4} height="h-12" />
      </div>
    </PageSkeleton>
  );
}
