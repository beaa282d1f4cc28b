import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import type { OutboxTarget } from "@/lib/outbox/target";
import { composeAlerts, unsubscribeUrl } from "./alerts-email";
import { releaseAlertSlot, takeAlertSlot } from "./alert-slot";
import { claimNotifications } from "./claim";
import { composeDigest, digestStart, markDigestSent } from "./digest-email";
import { sendEmail } from "./email/transport";
import { readDigest } from "./preferences";

const payloadSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("alerts"), userId: z.string() }),
  z.object({ type: z.literal("digest"), userId: z.string(), force: z.boolean().default(false) }),
]);

/**
 * The outbox's "email" deliverer: an alert email (everything a reader chose to hear of at once, gathered, and at
 * least the cooldown after their last one, taken atomically in alert-slot.ts, so a flood is one summary) or a digest. The first attempt takes its rows
 * (claim.ts) and fixes the cutoff in the message's progress, so a retry sends the same email. A message that finds
 * nothing left (another carried it) sends nothing. A reader disabled since is skipped.
 */
export const emailOutboxTarget: OutboxTarget = {
  async deliver(message, progress, save) {
    const payload = payloadSchema.parse(message.payload);
    const user = await db.user.findUnique({
      where: { id: payload.userId },
      select: { id: true, email: true, role: true, timeZone: true, disabledAt: true },
    });
    if (!user || user.disabledAt) return;
    const reader = { id: user.id, email: user.email, role: user.role, timeZone: user.timeZone ?? "UTC" };
    const started = typeof progress.cutoff === "string";
    let previousAlertAt: Date | null | undefined;
    if (!started && payload.type === "alerts") {
      const slot = await takeAlertSlot(user.id);
      if (!slot.taken) return { deferUntil: slot.freeAt };
      previousAlertAt = slot.previous;
    }
    const cutoff = started ? new Date(progress.cutoff as string) : new Date();
    const delivery = payload.type === "alerts" ? "now" : "digest";
    const carried = await claimNotifications(user.id, delivery, message.id, cutoff);
    if (!started) await save({ cutoff: cutoff.toISOString() });
    const messageId = `<${message.id}@screening-dashboard>`;
    if (payload.type === "alerts") {
      const alerts = await composeAlerts(reader, message.id, carried);
      if (!alerts) {
        if (previousAlertAt !== undefined) await releaseAlertSlot(user.id, previousAlertAt);
        return;
      }
      await sendEmail({
        ...alerts.email,
        to: user.email,
        messageId,
        unsubscribeUrl: unsubscribeUrl(user.id, alerts.kinds.length === 1 ? alerts.kinds[0]! : "alerts"),
      });
      return;
    }
    const digest = await readDigest(user.id);
    const since = digestStart(digest.frequency === "off" ? "daily" : digest.frequency, digest.lastSentAt, cutoff);
    const email = await composeDigest(reader, { since, cutoff, messageId: message.id, carried }, payload);
    if (email)
      await sendEmail({ ...email, to: user.email, messageId, unsubscribeUrl: unsubscribeUrl(user.id, "digest") });
    await markDigestSent(user.id, cutoff);
  },
};
