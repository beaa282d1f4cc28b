import type { Problem } from "@/lib/api-contract/responses";
import { staleSummaryNotes } from "@/lib/problems/stale-summaries";
import { RuleNotice } from "./rule-notice";
import { Card } from "@/components/ui/card";
import { SectionHeader } from "@/components/ui/section-header";

function Summary({ title, text, creating }: { title: string; text: string; creating: boolean }) {
  return (
    <Card className="space-y-2" padding={4}>
      <h3 className="text-sm font-semibold text-zinc-600 dark:text-zinc-400">{title}</h3>
      {text ? (
        <p className="whitespace-pre-line text-sm leading-6">{text}</p>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {creating ? "Written when the problem is ready." : "The service gave no summary."}
        </p>
      )}
    </Card>
  );
}

export function ProblemSummaries({ problem }: { problem: Problem }) {
  const creating = problem.status === "Creating";
  const stale = creating ? [] : staleSummaryNotes(problem);
  return (
    <section aria-labelledby="summaries-heading" className="space-y-3">
      <SectionHeader id="summaries-heading" title="Summaries" />
      {stale.length > 0 && (
        <RuleNotice tone="warning" title="These summaries describe older settings">
          <ul className="list-disc space-y-1 pl-5">
            {stale.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <p className="mt-2">
            The service wrote them when the problem was created and does not rewrite them after an edit; candidates
            still read them.
          </p>
        </RuleNotice>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Summary title="What candidates read" text={problem.candidateSummary} creating={creating} />
        <Summary title="What the problem assesses" text={problem.problemSummary} creating={creating} />
      </div>
    </section>
  );
}
