import "server-only";
import { db } from "@/lib/db/client";

/**
 * Takes, for one outbox message, every row waiting for a reader (alerts or digest) up to `cutoff`. The update is
 * atomic, so two deliveries running at once never carry the same row; a retry of the same message finds what it
 * took by its id. Returns how many rows the message carries.
 */
export async function claimNotifications(userId: string, delivery: "now" | "digest", messageId: string, cutoff: Date) {
  await db.notification.updateMany({
    where: { userId, delivery, messageId: null, createdAt: { lte: cutoff } },
    data: { messageId, sentAt: new Date() },
  });
  return db.notification.count({ where: { messageId } });
}

/** The same for a chat channel's waiting posts. */
export async function claimChatPosts(channelId: string, messageId: string, cutoff: Date) {
  await db.chatPost.updateMany({
    where: { channelId, messageId: null, createdAt: { lte: cutoff } },
    data: { messageId, sentAt: new Date() },
  });
  return db.chatPost.count({ where: { messageId } });
}
