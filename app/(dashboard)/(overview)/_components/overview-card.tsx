import type { getOverview } from "@/lib/sync/read/overview";
import { Card } from "@/components/ui/card";

/** What the overview reads, as its cards take it. */
export type Overview = Awaited<ReturnType<typeof getOverview>>;

/** A candidate as the overview names them: their name, or their id when there is none. */
export const candidateLabel = (row: { candidateId: string; candidateName: string | null }) =>
  row.candidateName ?? row.candidateId;

/** One card of the overview: a titled section with an optional action beside the title. */
export function OverviewCard({
  title,
  children,
  action,
}: {
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <Card aria-label={title} as="section" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </Card>
  );
}
