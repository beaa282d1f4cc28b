import { PageHeader } from "@/components/shell/page-header";
import { StatusBadge } from "@/components/screening/status-badge";
import type { Assessment } from "@/lib/api-contract/responses";
import { Time } from "@/components/time/time";
import { TextLink } from "@/components/ui/text-link";
import { Card } from "@/components/ui/card";

const outlook: Record<string, string> = {
  "Not Started": "The candidate has not started it yet. Results appear here once they complete it.",
  "In Progress": "The candidate is taking it now. Results appear here once they complete it.",
  Expired:
    "It expired before the candidate completed it, so it will have no results. Issue a new screen from the candidate's page if needed.",
};

/** A screen that exists but has no results yet: its status, the service's own words, and where to go next. */
export function NotCompleted({ assessment, message }: { assessment: Assessment; message: string }) {
  return (
    <>
      <PageHeader
        title={assessment.status === "Expired" ? "No results" : "No results yet"}
        description={<span className="font-mono text-xs">{assessment.identifier}</span>}
      />
      <Card className="max-w-2xl space-y-3 text-sm" padding={6}>
        <p className="flex flex-wrap items-center gap-2">
          This screen is <StatusBadge status={assessment.status} /> (issued <Time value={assessment.createdAt} />
          ).
        </p>
        <p>{outlook[assessment.status] ?? "Results appear here once the service reports the screen as completed."}</p>
        <p className="text-zinc-600 dark:text-zinc-400">The screening service said: “{message}”</p>
        <p className="flex flex-wrap gap-4 pt-2">
          <TextLink href={`/candidates/${encodeURIComponent(assessment.candidateId)}`} weight="medium">
            Open the candidate
          </TextLink>
          <TextLink href="/assessments" weight="medium">
            All assessments
          </TextLink>
        </p>
      </Card>
    </>
  );
}
