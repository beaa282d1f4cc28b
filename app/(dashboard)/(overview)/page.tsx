import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { RiskBadge } from "@/components/results/risk-badge";
import { StatusBadge } from "@/components/screening/status-badge";
import { LiveRefresh } from "@/components/live/live-refresh";
import { requireUser } from "@/lib/auth/session";
import { Freshness } from "@/components/sync/freshness";
import { getOverview } from "@/lib/sync/read/overview";
import { listFreshness } from "@/lib/sync/status";
import { formatDateTime } from "@/lib/utils/format";
import { sinceLastVisit } from "@/lib/overview/since-last-visit";
import { countAwaitingSecondOpinion } from "@/lib/review/second-opinion";
import { NewSinceLastVisit } from "./_components/new-since-last-visit";
import { Card } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
import { queueHref } from "@/lib/sync/read/queue-filters";

export const metadata: Metadata = { title: "Overview" };

function OverviewCard({
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

export default async function OverviewPage() {
  const user = await requireUser();
  const [{ total, counts, recent, awaitingReview, scoutInFlight }, freshness, news, secondOpinions] = await Promise.all(
    [getOverview(user), listFreshness(), sinceLastVisit(user.id), countAwaitingSecondOpinion()],
  );
  const name = (row: { candidateId: string; candidateName: string | null }) => row.candidateName ?? row.candidateId;
  return (
    <>
      <LiveRefresh
        watch={[{ topic: "screen" }, { topic: "candidate" }, { topic: "sync" }]}
        everyMs={3000}
        renderedAt={freshness.readAt}
      />
      <PageHeader
        title="Overview"
        description={`Welcome, ${user.name ?? user.email}. ${total.toLocaleString("en")} screens in all.`}
      />
      <div className="-mt-4 mb-4">
        <Freshness freshness={freshness} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <NewSinceLastVisit news={news} timeZone={user.timeZone} />
        <OverviewCard
          title="Screens by status"
          action={
            <TextLink href="/assessments" weight="medium">
              All screens
            </TextLink>
          }
        >
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {counts.map(({ status, count }) => (
              <li key={status} className="rounded-lg bg-zinc-50 p-3 dark:bg-zinc-800/60">
                <StatusBadge status={status} />
                <p className="mt-2 text-2xl font-semibold tabular-nums">{count.toLocaleString("en")}</p>
              </li>
            ))}
          </ul>
        </OverviewCard>
        <OverviewCard
          title="High risk, not yet reviewed"
          action={
            <TextLink href={queueHref({ risk: "high", reviewed: "no" })} weight="medium">
              Review queue
            </TextLink>
          }
        >
          <p className="text-sm">
            <TextLink href={queueHref({ reviewed: "second" })} weight="medium">
              {secondOpinions.toLocaleString("en")} {secondOpinions === 1 ? "result waits" : "results wait"} for a
              second opinion
            </TextLink>
          </p>
          {awaitingReview.length ? (
            <ul className="divide-y divide-zinc-100 text-sm dark:divide-zinc-800">
              {awaitingReview.map((r) => (
                <li key={r.interviewId} className="flex items-center justify-between py-2">
                  <TextLink href={`/results/${encodeURIComponent(r.interviewId)}`} weight="medium">
                    {name(r)}
                  </TextLink>
                  <span className="text-xs text-zinc-600 dark:text-zinc-400">
                    {r.criticalCount} critical · {formatDateTime(r.completedAt, user.timeZone)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              Nothing waiting. High-risk results appear here until a reviewer looks at their flags.
            </p>
          )}
        </OverviewCard>
        <OverviewCard title="Recent completions">
          {recent.length ? (
            <table className="w-full text-sm">
              <thead className="text-left text-xs uppercase text-zinc-600 dark:text-zinc-400">
                <tr>
                  <th className="py-1">Candidate</th>
                  <th className="py-1">Score</th>
                  <th className="py-1">Integrity</th>
                  <th className="py-1">Completed</th>
                </tr>
              </thead>
              <tbody>
                {recent.map((r) => (
                  <tr key={r.interviewId} className="border-t border-zinc-100 dark:border-zinc-800">
                    <td className="py-2">
                      <TextLink href={`/results/${encodeURIComponent(r.interviewId)}`} weight="medium">
                        {name(r)}
                      </TextLink>
                    </td>
                    <td className="py-2 tabular-nums">{r.score === null ? "Ungraded" : r.score.toFixed(1)}</td>
                    <td className="py-2">
                      <RiskBadge risk={r.risk} />
                    </td>
                    <td className="py-2 text-xs">{formatDateTime(r.completedAt, user.timeZone)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">No screen has been completed yet.</p>
          )}
        </OverviewCard>
        <OverviewCard title="Scout runs in flight">
          {scoutInFlight.length ? (
            <ul className="divide-y divide-zinc-100 text-sm dark:divide-zinc-800">
              {scoutInFlight.map((s) => (
                <li key={s.id} className="flex items-center justify-between py-2">
                  <TextLink href={`/candidates/${encodeURIComponent(s.candidateId)}`} weight="medium">
                    {name(s)}
                  </TextLink>
                  <span className="text-xs text-zinc-600 dark:text-zinc-400">
                    since {formatDateTime(s.createdAt, user.timeZone)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">No Scout run is waiting for its verdict.</p>
          )}
        </OverviewCard>
      </div>
    </>
  );
}
