import { PageSkeleton, PanelSkeletons } from "@/components/ui/page-skeleton";

export default function Loading() {
  return (
    <PageSkeleton label="Loading results" actions={2}>
      <div className="grid gap-6 lg:grid-cols-3">
        <PanelSkeletons count={3} height="h-28" />
      </div>
      <PanelSkeletons count={2} height="h-52" />
    </PageSkeleton>
  );
}
