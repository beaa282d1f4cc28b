import "server-only";
import { db } from "@/lib/db/client";
import { publicOrigin } from "@/lib/env";
import { formatDateTime } from "@/lib/utils/format";
import { countWaitingForYou } from "@/lib/inbox/count-waiting";
import { describeEvents, type MessageItem } from "./compose";
import { renderEmail, type RenderedEmail } from "./email/render";
import { unsubscribeUrl, type Reader } from "./alerts-email";
import type { DigestFrequency } from "./kinds";
import { listHref } from "@/lib/utils/list-href";
import type { ScreenFilterKey } from "@/lib/sync/read/list-filter-keys";

/** The screens list filtered to completed results nobody decided: where "Waiting for you" continues. */
const waitingForDecision = { status: "Completed", decision: "undecided" } satisfies Partial<
  Record<ScreenFilterKey, string>
>;

const LISTED = 15;
/** "Waiting for you" looks back this far among the results a reader follows. */
const FOLLOWED_DAYS = 30;

/** Second opinions asked of the reader and their calibration rounds: one line, to the page that lists them. */
const routedItem = (count: number): MessageItem => ({
  title: `${count.toLocaleString("en-GB")} ${count === 1 ? "request waits" : "requests wait"} on your “Waiting for you” page`,
  detail: "Second opinions teammates asked of you, and calibration rounds with results you have not decided.",
  href: `${publicOrigin}/inbox`,
  reasons: [],
});

export interface DigestReader extends Reader {
  timeZone: string;
}

/** Where a digest starts when none was sent before: one period back. */
export const digestStart = (frequency: DigestFrequency, lastSentAt: Date | null, cutoff: Date) =>
  lastSentAt ?? new Date(cutoff.getTime() - (frequency === "weekly" ? 7 : 1) * 24 * 60 * 60 * 1000);

/**
 * A reader's digest for (since, cutoff]: the organization's completions by integrity risk (one range count on the
 * completion index), what they chose to read in the digest (the rows this message carries), and the followed
 * results still without their decision. Null when there is nothing to tell, unless `force` ("Send my digest now").
 */
export async function composeDigest(
  reader: DigestReader,
  { since, cutoff, messageId, carried }: { since: Date; cutoff: Date; messageId: string; carried: number },
  { force }: { force: boolean },
): Promise<RenderedEmail | null> {
  const followedSince = new Date(cutoff.getTime() - FOLLOWED_DAYS * 24 * 60 * 60 * 1000);
  const pendingTotal = carried;
  const [byRisk, pending, waiting, routed] = await Promise.all([
    db.$queryRaw<{ risk: string | null; count: number }[]>`
      SELECT risk, count(*)::int AS count FROM mirror_screen
      WHERE "completedAt" > ${since} AND "completedAt" <= ${cutoff} AND "goneAt" IS NULL GROUP BY risk`,
    db.notification.findMany({ where: { messageId }, orderBy: { createdAt: "desc" }, take: LISTED * 2 }),
    db.$queryRaw<{ kind: string; subjectType: string; subjectId: string; facts: unknown; total: number }[]>`
      SELECT n.kind, n.subject_type AS "subjectType", n.subject_id AS "subjectId", n.facts, count(*) OVER ()::int AS total
      FROM notification n
      WHERE n.user_id = ${reader.id} AND n.kind = 'my-screen-completed' AND n.created_at > ${followedSince}
        AND NOT EXISTS (SELECT 1 FROM decision d WHERE d."interviewId" = n.subject_id AND d."reviewerId" = ${reader.id})
      ORDER BY n.created_at ASC LIMIT ${LISTED}`,
    countWaitingForYou(reader.id),
  ]);
  const completed = byRisk.reduce((sum, r) => sum + r.count, 0);
  const waitingTotal = waiting[0]?.total ?? 0;
  if (!force && completed === 0 && pendingTotal === 0 && waitingTotal === 0 && routed === 0) return null;
  const audience = { type: "person" as const, id: reader.id, role: reader.role };
  const [news, open] = await Promise.all([describeEvents(pending, audience), describeEvents(waiting, audience)]);
  const riskLine = byRisk
    .filter((r) => r.risk)
    .map((r) => `${r.count.toLocaleString("en-GB")} ${r.risk} risk`)
    .join(", ");
  const period = `since ${formatDateTime(since, reader.timeZone)}`;
  const subject = `Your screening digest: ${completed.toLocaleString("en-GB")} completed, ${waitingTotal.toLocaleString("en-GB")} waiting for you`;
  return renderEmail({
    subject,
    preheader: `${completed.toLocaleString("en-GB")} screens completed ${period}.`,
    heading: "Your screening digest",
    intro: `${completed.toLocaleString("en-GB")} screens completed ${period}${riskLine ? ` (${riskLine})` : ""}.`,
    // The count links to what it counts: the screens list, completed since the digest's start.
    ...(completed > 0 && {
      introLink: {
        label: `See the ${completed.toLocaleString("en-GB")} completed screen${completed === 1 ? "" : "s"}`,
        href: `${publicOrigin}${listHref("/assessments", {}, { status: "Completed", since })}`,
      },
    }),
    sections: [
      {
        heading: "What changed",
        items: news.slice(0, LISTED),
        empty: "Nothing you follow changed.",
        more: { count: Math.max(0, pendingTotal - Math.min(news.length, LISTED)), href: `${publicOrigin}/` },
      },
      {
        heading: "Waiting for you",
        items: routed ? [routedItem(routed), ...open] : open,
        empty: "No completed result you follow is waiting for your decision.",
        more: {
          count: Math.max(0, waitingTotal - open.length),
          href: `${publicOrigin}${listHref("/assessments", {}, waitingForDecision)}`,
        },
      },
    ],
    unsubscribe: { what: "this digest", url: unsubscribeUrl(reader.id, "digest") },
    settingsUrl: `${publicOrigin}/settings/notifications`,
  });
}

/** Records up to when a digest covered. */
export async function markDigestSent(userId: string, cutoff: Date) {
  await db.digestSetting.upsert({
    where: { userId },
    create: { userId, lastSentAt: cutoff },
    update: { lastSentAt: cutoff },
  });
}
