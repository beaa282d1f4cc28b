import { PageSkeleton, PanelSkeletons } from "@/components/ui/page-skeleton";

export default function NewProblemLoading() {
  return (
    <PageSkeleton label="Loading" className="max-w-3xl">
      <PanelSkeletons count={1} height="h-52" />
      <PanelSkeletons count={2} height="h-9" />
    </PageSkeleton>
  );
}
