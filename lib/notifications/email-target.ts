import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import type { OutboxTarget } from "@/lib/outbox/deliver";
import { composeAlerts, markAlertsSent, unsubscribeUrl } from "./alerts-email";
import { composeDigest, digestStart, markDigestSent } from "./digest-email";
import { sendEmail } from "./email/transport";
import { readDigest } from "./preferences";

const payloadSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("alerts"), userId: z.string() }),
  z.object({ type: z.literal("digest"), userId: z.string(), force: z.boolean().default(false) }),
]);

/**
 * The outbox's "email" deliverer: an alert email (everything a reader chose to hear of at once, gathered) or a
 * digest. The first attempt fixes the cutoff in the message's progress, so a retry sends the same email; what was
 * sent is marked once the SMTP server took it. A reader disabled since is skipped.
 */
export const emailOutboxTarget: OutboxTarget = {
  async deliver(message, progress, save) {
    const payload = payloadSchema.parse(message.payload);
    const user = await db.user.findUnique({
      where: { id: payload.userId },
      select: { id: true, email: true, role: true, timeZone: true, disabledAt: true },
    });
    if (!user || user.disabledAt) return;
    const cutoff = typeof progress.cutoff === "string" ? new Date(progress.cutoff) : new Date();
    if (typeof progress.cutoff !== "string") await save({ cutoff: cutoff.toISOString() });
    const reader = { id: user.id, email: user.email, role: user.role, timeZone: user.timeZone ?? "UTC" };
    if (payload.type === "alerts") {
      const alerts = await composeAlerts(reader, cutoff);
      if (alerts) {
        await sendEmail({
          ...alerts.email,
          to: user.email,
          messageId: `<${message.id}@screening-dashboard>`,
          unsubscribeUrl: unsubscribeUrl(user.id, alerts.kinds.length === 1 ? alerts.kinds[0]! : "alerts"),
        });
      }
      await markAlertsSent(user.id, cutoff);
      return;
    }
    const digest = await readDigest(user.id);
    const since = digestStart(digest.frequency === "off" ? "daily" : digest.frequency, digest.lastSentAt, cutoff);
    const email = await composeDigest(reader, since, cutoff, { force: payload.force });
    if (email)
      await sendEmail({
        ...email,
        to: user.email,
        messageId: `<${message.id}@screening-dashboard>`,
        unsubscribeUrl: unsubscribeUrl(user.id, "digest"),
      });
    await markDigestSent(user.id, cutoff);
  },
};
