import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { TextLink } from "@/components/ui/text-link";
import { requireUser } from "@/lib/auth/session";
import { countWaitingForYou } from "@/lib/inbox/count-waiting";
import { inboxCursor, inboxCursorSchema } from "@/lib/inbox/inbox-cursor";
import { listWaitingForYou } from "@/lib/inbox/list-waiting";
import { listHref } from "@/lib/utils/list-href";
import { RequestItem } from "./_components/request-item";
import { RoundItem } from "./_components/round-item";

export const metadata: Metadata = { title: "Waiting for you" };

/** "Waiting for you": second opinions asked of the reader and their calibration rounds, newest first, a page at a time. */
export default async function InboxPage({ searchParams }: PageProps<"/inbox">) {
  const user = await requireUser();
  const raw = (await searchParams).before;
  const before = inboxCursorSchema.parse(typeof raw === "string" ? raw : undefined);
  const [{ rows, more }, total] = await Promise.all([listWaitingForYou(user, before), countWaitingForYou(user.id)]);
  const last = rows.at(-1);
  const now = new Date();
  return (
    <>
      <PageHeader
        title="Waiting for you"
        description={
          total
            ? `${total} ${total === 1 ? "thing waits" : "things wait"} for you: second opinions teammates asked of you, and calibration rounds with results you have not decided. Newest first.`
            : "Second opinions teammates ask of you, and calibration rounds with results you have not decided."
        }
      />
      {rows.length === 0 ? (
        <EmptyState title={before ? "Nothing older is waiting for you" : "Nothing is waiting for you"}>
          {before ? (
            <TextLink href="/inbox" weight="medium">
              Back to the newest
            </TextLink>
          ) : (
            "When a teammate asks you for a second opinion on a flag, or an admin adds you to a calibration round, it appears here until it is done."
          )}
        </EmptyState>
      ) : (
        <ul aria-label="Waiting for you" className="max-w-4xl space-y-3">
          {rows.map((item) =>
            item.type === "second-opinion" ? (
              <RequestItem key={item.id} item={item} />
            ) : (
              <RoundItem key={item.id} item={item} zone={user.timeZone} now={now} />
            ),
          )}
        </ul>
      )}
      {(before || more) && (
        <nav aria-label="Pages" className="mt-4 flex gap-3 text-sm">
          {before && (
            <TextLink href="/inbox" weight="medium">
              Newest
            </TextLink>
          )}
          {more && last && (
            <TextLink href={listHref("/inbox", {}, { before: inboxCursor(last) })} weight="medium">
              Older
            </TextLink>
          )}
        </nav>
      )}
    </>
  );
}
