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
 * The alert email for what a reader chose to hear of at once, up to `cutoff`: one event in detail, several as one
 * summary (a burst of completions is one email). Null when nothing is waiting. `cutoff` is fixed by the first
 * attempt, so a retry sends the same email.
 */
export async function composeAlerts(
  reader: Reader,
  cutoff: Date,
): Promise<{ email: RenderedEmail; kinds: NotificationKind[]; total: number } | null> {
  const where = { userId: reader.id, delivery: "now", sentAt: null, createdAt: { lte: cutoff } };
  const [rows, total] = await Promise.all([
    db.notification.findMany({ where, orderBy: { createdAt: "asc" }, take: LISTED * 2 }),
    db.notification.count({ where }),
  ]);
  if (!rows.length) return null;
  const items = (await describeEvents(rows, { type: "person", role: reader.role })).slice(0, LISTED);
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
      : `${total.toLocaleString("en-GB")} things you asked to hear of at once happened in the last few minutes.`,
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
  return { email, kinds, total };
}

/** Marks what an alert email carried as sent. */
export async function markAlertsSent(userId: string, cutoff: Date) {
  await db.notification.updateMany({
    where: { userId, delivery: "now", sentAt: null, createdAt: { lte: cutoff } },
    data: { sentAt: new Date() },
  });
}
