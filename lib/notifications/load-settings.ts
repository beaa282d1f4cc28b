import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { mailMode } from "./email/transport";
import { kindsFor, readDigest, readPreferences } from "./preferences";

/** What the notification settings page shows one user: their kinds and choices, digest and how mail leaves. */
export async function readNotificationSettings(user: Pick<SessionUser, "id" | "role">) {
  const [choices, digest, mode] = await Promise.all([
    readPreferences(user.id, user.role),
    readDigest(user.id),
    mailMode(),
  ]);
  const { lastSentAt, ...choice } = digest;
  return { kinds: kindsFor(user.role), choices, digest: choice, lastDigestAt: lastSentAt, mailMode: mode };
}
