import "server-only";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";

export type AlertSlot = { taken: true; previous: Date | null } | { taken: false; freeAt: Date };

/**
 * Takes this reader's next alert email, or says when it is free: at most one per cooldown. Checking and taking are
 * one statement, so two alert messages for the same reader delivered at once (a burst spread over two gathering
 * windows, on one instance or two) cannot both find the cooldown over: the second waits for the next slot, and a
 * burst is one email and one summary, not more.
 */
export async function takeAlertSlot(userId: string): Promise<AlertSlot> {
  const cooldown = env.NOTIFICATIONS_COOLDOWN_SECONDS;
  const [row] = await db.$queryRaw<{ previous: Date | null }[]>`
    WITH prev AS (SELECT last_alert_at FROM digest_setting WHERE user_id = ${userId})
    INSERT INTO digest_setting (user_id, last_alert_at, updated_at) VALUES (${userId}, now(), now())
    ON CONFLICT (user_id) DO UPDATE SET last_alert_at = now(), updated_at = now()
      WHERE digest_setting.last_alert_at IS NULL
         OR digest_setting.last_alert_at <= now() - make_interval(secs => ${cooldown})
    RETURNING (SELECT last_alert_at FROM prev) AS previous`;
  if (row) return { taken: true, previous: row.previous };
  const state = await db.digestSetting.findUnique({ where: { userId }, select: { lastAlertAt: true } });
  const freeAt = new Date((state?.lastAlertAt ?? new Date()).getTime() + cooldown * 1000);
  return { taken: false, freeAt };
}

/** Gives a taken slot back when the message had nothing left to tell: the reader's next alert need not wait. */
export async function releaseAlertSlot(userId: string, previous: Date | null): Promise<void> {
  await db.digestSetting.update({ where: { userId }, data: { lastAlertAt: previous } });
}
