import { Link } from "@/components/ui/link";
import { StatusBadge } from "@/components/screening/status-badge";
import { RiskBadge } from "@/components/results/risk-badge";
import { FramedTable } from "@/components/ui/table";
import type { Assessment } from "@/lib/api-contract/responses";
import type { ScreenFacts } from "@/lib/candidates/screen-facts";
import { candidateLinkOf } from "@/lib/candidates/candidate-link";
import { decisionSummary } from "@/lib/sync/read/decision-filter";
import { Time } from "@/components/time/time";
import { TextLink } from "@/components/ui/text-link";
import { textLinkClass } from "@/components/ui/link-styles";
import { EmptyPanel } from "@/components/ui/card";

const muted = "text-xs text-zinc-600 dark:text-zinc-400";

/** Where a screen that has not started can be reached: the service's link when it gives one, else what to do. */
function OpenScreen({ screen }: { screen: Assessment }) {
  const link = candidateLinkOf(screen);
  if (link) {
    return (
      <a href={link} className={textLinkClass} rel="noreferrer noopener" target="_blank">
        Candidate&apos;s link
      </a>
    );
  }
  return <span className={muted}>Link sent by the service&apos;s email only</span>;
}

/**
 * The candidate's screens, newest first, each with how it went: score, integrity risk and the team's decision. The
 * score comes right after the problem, so a phone shows it without scrolling the table (as the cohort does).
 */
export function ScreensTable({ screens, facts }: { screens: Assessment[]; facts: Map<string, ScreenFacts> }) {
  if (!screens.length) {
    return <EmptyPanel>No screens yet. Issue one below.</EmptyPanel>;
  }
  const sorted = [...screens].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <FramedTable
      columns={[
        "Problem",
        { label: "Score", align: "right" },
        "Status",
        "Dates",
        "Integrity",
        "Decision",
        { label: "Results", hidden: true },
      ]}
    >
      {sorted.map((s) => {
        const fact = facts.get(s.identifier);
        const completed = s.status === "Completed";
        return (
          <tr key={s.identifier}>
            <td>
              <Link href={`/problems/${encodeURIComponent(s.problemId)}`} className="hover:underline">
                {s.problemName ?? s.problemId}
              </Link>
            </td>
            <td className="text-right tabular-nums">
              {fact?.score != null ? (
                fact.score.toFixed(1)
              ) : fact?.completedAt ? (
                <span className={muted}>Ungraded</span>
              ) : (
                <span className={muted}>—</span>
              )}
            </td>
            <td>
              <StatusBadge status={s.status} />
            </td>
            <td className="whitespace-nowrap text-xs">
              <span className="block">
                Issued <Time value={s.createdAt} />
              </span>
              {fact?.completedAt && (
                <span className={`block ${muted}`}>
                  Completed <Time value={fact.completedAt} />
                </span>
              )}
            </td>
            <td>
              {fact?.risk ? (
                <>
                  <RiskBadge risk={fact.risk} />
                  {fact.flagCount ? (
                    <span className={`block ${muted}`}>
                      {fact.flagCount} flag{fact.flagCount === 1 ? "" : "s"}
                    </span>
                  ) : null}
                </>
              ) : (
                <span className={muted}>—</span>
              )}
            </td>
            <td>
              {fact && decisionSummary(fact.decisions) ? (
                decisionSummary(fact.decisions)
              ) : (
                <span className={muted}>{completed ? "Not decided" : "—"}</span>
              )}
            </td>
            <td className="text-right">
              {completed ? (
                <TextLink href={`/results/${encodeURIComponent(s.identifier)}`} weight="medium">
                  Results
                </TextLink>
              ) : s.status === "Not Started" ? (
                <OpenScreen screen={s} />
              ) : null}
            </td>
          </tr>
        );
      })}
    </FramedTable>
  );
}
