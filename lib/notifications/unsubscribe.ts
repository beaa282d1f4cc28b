import "server-only";
import { db } from "@/lib/db/client";
import { recordAudit } from "@/lib/audit/record-audit";
import { readUnsubscribeToken, type UnsubscribeSubject } from "./email/unsubscribe-token";
import { kindInfo } from "./kinds";
import { turnOff, turnOffAlerts, turnOffDigest } from "./preferences";

/** What a token turns off, in words ("the daily or weekly digest"), or null for a token that is not ours. */
export function describeUnsubscribe(token: string): { subject: UnsubscribeSubject; what: string } | null {
  const subject = readUnsubscribeToken(token);
  if (!subject) return null;
  const what =
    subject.k === "digest"
      ? "your digest email"
      : subject.k === "alerts"
        ? "every alert you get by email at once"
        : `the alert “${kindInfo[subject.k].label}”`;
  return { subject, what };
}

/** Applies a one-click unsubscribe (RFC 8058), without signing in; audited as done by the account's owner. */
export async function unsubscribe(token: string): Promise<string | null> {
  const described = describeUnsubscribe(token);
  if (!described) return null;
  const { subject, what } = described;
  const user = await db.user.findUnique({ where: { id: subject.u }, select: { id: true, email: true, role: true } });
  if (!user) return null;
  if (subject.k === "digest") await turnOffDigest(user.id);
  else if (subject.k === "alerts") await turnOffAlerts(user.id, user.role);
  else await turnOff(user.id, subject.k);
  await recordAudit(user, {
    action: "notifications.unsubscribe",
    targetType: "user",
    targetId: user.id,
    metadata: { what: subject.k, via: "email link" },
  });
  return what;
}
