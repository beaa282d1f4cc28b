import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { LiveRefresh } from "@/components/live/live-refresh";
import { requireUser } from "@/lib/auth/session";
import { Freshness } from "@/components/sync/freshness";
import { getOverview } from "@/lib/sync/read/overview";
import { listFreshness } from "@/lib/sync/status";
import { sinceLastVisit } from "@/lib/overview/since-last-visit";
import { countAwaitingSecondOpinion } from "@/lib/review/second-opinion";
import { NewSinceLastVisit } from "./_components/new-since-last-visit";
import { AwaitingReviewCard, ScoutInFlightCard } from "./_components/attention-cards";
import { RecentCompletionsCard, StatusCountsCard } from "./_components/screen-cards";

export const metadata: Metadata = { title: "Overview" };

export default async function OverviewPage() {
  const user = await requireUser();
  const [{ total, counts, recent, awaitingReview, scoutInFlight }, freshness, news, secondOpinions] = await Promise.all(
    [getOverview(user), listFreshness(), sinceLastVisit(user.id), countAwaitingSecondOpinion()],
  );
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
        <StatusCountsCard counts={counts} />
        <AwaitingReviewCard awaitingReview={awaitingReview} secondOpinions={secondOpinions} timeZone={user.timeZone} />
        <RecentCompletionsCard recent={recent} timeZone={user.timeZone} />
        <ScoutInFlightCard scoutInFlight={scoutInFlight} timeZone={user.timeZone} />
      </div>
    </>
  );
}
