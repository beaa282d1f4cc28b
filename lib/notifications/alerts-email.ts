import "server-only";
import { db } from "@/lib/db/client";
import { publicOrigin } from "@/lib/env";
import type { Role } from "@/lib/auth/roles";
import { describeEvents } from "./compose";
import { kindInfo, type NotificationKind } from "./kinds";
import { renderEmail, type RenderedEmail } from "./email/render";
import { unsubscribeToken } from "./email/unsubscribe-token";

/** Items an alert email lists; the rest are counted with a link to the dashboard. */
const LISTED = 20;

export interface Reader {
  id: string;
  email: string;
  role: Role;
}

export const unsubscribeUrl = (userId: string, kind: NotificationKind | "alerts" | "digest") =>
  `${publicOrigin}/api/notifications/unsubscribe?token=${unsubscribeToken({ u: userId, k: kind })}`;

/**
 * A request for a second opinion reassigned to someone else before its email left: it is no longer this reader's, so
 * their email does not tell of it (the new assignee's does). One answered meanwhile is still told: the reader asked
 * may be the one who answered it, and the email is their record of being asked. One indexed read of what the message
 * names.
 */
async function withdrawnRequests(readerId: string, rows: { subjectType: string; subjectId: string }[]) {
  const ids = rows.filter((r) => r.subjectType === "review-request").map((r) => r.subjectId);
  if (!ids.length) return new Set<string>();
  const open = await db.reviewRequest.findMany({
    where: { id: { in: ids }, assigneeId: readerId, cancelledAt: null },
    select: { id: true },
  });
  const stillOpen = new Set(open.map((r) => r.id));
  return new Set(ids.filter((id) => !stillOpen.has(id)));
}

/**
 * The alert email for what one outbox message carries (lib/notifications/claim.ts): one event in detail, several as
 * one summary (a burst of completions is one email). Null when it carries nothing still worth telling.
 */
export async function composeAlerts(
  reader: Reader,
  messageId: string,
  carriedTotal: number,
): Promise<{ email: RenderedEmail; kinds: NotificationKind[] } | null> {
  if (!carriedTotal) return null;
  const carried = await db.notification.findMany({
    where: { messageId },
    orderBy: { createdAt: "asc" },
    take: LISTED * 2,
  });
  const withdrawn = await withdrawnRequests(reader.id, carried);
  const rows = carried.filter((r) => !(r.subjectType === "review-request" && withdrawn.has(r.subjectId)));
  const total = carriedTotal - (carried.length - rows.length);
  if (!rows.length || total <= 0) return null;
  const items = (await describeEvents(rows, { type: "person", id: reader.id, role: reader.role })).slice(0, LISTED);
  const kinds = [...new Set(rows.map((r) => r.kind as NotificationKind))];
  const only = items.length === 1 && total === rows.length ? items[0] : undefined;
  const subject = only ? only.title : `${total.toLocaleString("en-GB")} updates in the screening dashboard`;
  const unsubscribeKind = kinds.length === 1 ? kinds[0]! : undefined;
  const email = renderEmail({
    subject,
    preheader: only ? only.detail : kinds.map((k) => kindInfo[k].label).join(" · "),
    heading: only ? only.title : subject,
    intro: only
      ? "Open it in the dashboard to review."
      : `${total.toLocaleString("en-GB")} things you asked to hear of at once happened since your last alert.`,
    sections: [
      {
        heading: only ? "Details" : "What happened",
        items,
        more: { count: Math.max(0, total - items.length), href: `${publicOrigin}/` },
      },
    ],
    unsubscribe: unsubscribeKind
      ? { what: `“${kindInfo[unsubscribeKind].label}”`, url: unsubscribeUrl(reader.id, unsubscribeKind) }
      : { what: "every alert sent at once", url: unsubscribeUrl(reader.id, "alerts") },
    settingsUrl: `${publicOrigin}/settings/notifications`,
  });
  return { email, kinds };
}
