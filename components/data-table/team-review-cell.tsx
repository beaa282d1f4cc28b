import { decisionSummary, scoutVerdictText } from "@/lib/sync/read/decision-filter";

/**
 * What the team made of a screen, as plain lines for a list row: the reviewers' decision and the candidate's
 * latest Scout verdict; empty when there is neither (the Decision filter's "Not decided" finds those).
 * Server-rendered text only, so a page of rows stays small.
 */
export function TeamReviewCell({
  decisions,
  scoutVerdict,
}: {
  decisions: Partial<Record<string, number>> | undefined;
  scoutVerdict: string | null;
}) {
  const decision = decisionSummary(decisions ?? {});
  const scout = scoutVerdictText(scoutVerdict);
  return (
    <>
      {decision && <b className="block font-medium">{decision}</b>}
      {scout && <span className="list-muted block">{scout}</span>}
    </>
  );
}
