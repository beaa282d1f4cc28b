import type { Metadata } from "next";
import Link from "next/link";
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

export const metadata: Metadata = { title: "Overview" };

function Card({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <section
      aria-label={title}
      className="space-y-3 rounded-xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const link = "font-medium text-indigo-700 hover:underline dark:text-indigo-300";

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
        <Card
          title="Screens by status"
          action={
            <Link href="/assessments" className={link}>
              All screens
            </Link>
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
        </Card>
        <Card
          title="High risk, not yet reviewed"
          action={
            <Link href="/integrity?risk=high&reviewed=no" className={link}>
              Review queue
            </Link>
          }
        >
          <p className="text-sm">
            <Link href="/integrity?reviewed=second" className={link}>
              {secondOpinions.toLocaleString("en")} {secondOpinions === 1 ? "result waits" : "results wait"} for a
              second opinion
            </Link>
          </p>
          {awaitingReview.length ? (
            <ul className="divide-y divide-zinc-100 text-sm dark:divide-zinc-800">
              {awaitingReview.map((r) => (
                <li key={r.interviewId} className="flex items-center justify-between py-2">
                  <Link href={`/results/${encodeURIComponent(r.interviewId)}`} className={link}>
                    {name(r)}
                  </Link>
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
        </Card>
        <Card title="Recent completions">
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
                      <Link href={`/results/${encodeURIComponent(r.interviewId)}`} className={link}>
                        {name(r)}
                      </Link>
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
        </Card>
        <Card title="Scout runs in flight">
          {scoutInFlight.length ? (
            <ul className="divide-y divide-zinc-100 text-sm dark:divide-zinc-800">
              {scoutInFlight.map((s) => (
                <li key={s.id} className="flex items-center justify-between py-2">
                  <Link href={`/candidates/${encodeURIComponent(s.candidateId)}`} className={link}>
                    {name(s)}
                  </Link>
                  <span className="text-xs text-zinc-600 dark:text-zinc-400">
                    since {formatDateTime(s.createdAt, user.timeZone)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">No Scout run is waiting for its verdict.</p>
          )}
        </Card>
      </div>
    </>
  );
}
