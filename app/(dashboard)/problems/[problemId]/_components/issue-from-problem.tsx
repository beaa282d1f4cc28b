import { TextLink } from "@/components/ui/text-link";
import { Card } from "@/components/ui/card";
import { SectionHeader } from "@/components/ui/section-header";
import { IssueToCandidate } from "./issue-to-candidate";
import { RuleNotice } from "./rule-notice";

/**
 * Issues this problem to one candidate found by name or email (the same action as a candidate's page), or, for
 * admins, starts a bulk job with the problem chosen. A problem that cannot be issued says why instead.
 */
export function IssueFromProblem({
  problemId,
  refusal,
  isAdmin,
}: {
  problemId: string;
  refusal: string | null;
  isAdmin: boolean;
}) {
  return (
    <Card aria-labelledby="issue-problem-heading" as="section" className="space-y-4">
      <SectionHeader id="issue-problem-heading" title="Issue this problem" />
      {refusal ? (
        <RuleNotice tone="warning" title="This problem cannot be issued now">
          It is {refusal}.
        </RuleNotice>
      ) : (
        <IssueToCandidate problemId={problemId} />
      )}
      <p className="border-t border-zinc-100 pt-3 text-sm dark:border-zinc-800">
        {isAdmin ? (
          <TextLink href={`/bulk/new?problemId=${encodeURIComponent(problemId)}`} weight="medium">
            Issue to many candidates (bulk job)
          </TextLink>
        ) : (
          <span className="text-zinc-600 dark:text-zinc-400">
            Issuing to many candidates at once (a bulk job) is for admins.
          </span>
        )}
      </p>
    </Card>
  );
}
