import "server-only";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/db/generated/client";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import type { ChannelKind, NotificationKind } from "./kinds";
import { channelKinds } from "./kinds";
import { subscribers } from "./preferences";

/** How long the first event waits for others to the same reader before its message goes (NOTIFICATIONS_GATHER_SECONDS). */
const gatherMs = () => env.NOTIFICATIONS_GATHER_SECONDS * 1000;

/** References and non-personal facts only; names are looked up when the message is written, for its reader. */
export type Facts = Record<string, string | number | boolean | null>;

export interface NotificationEvent {
  kind: NotificationKind;
  /** The same event recorded twice (a webhook replayed, a reconcile finding it again) is told once. */
  eventKey: string;
  subjectType: "screen" | "job" | "sync" | "ats" | "webhooks" | "review-request" | "calibration-set";
  subjectId: string;
  facts?: Facts;
  /** Only these users (e.g. who issued the screen); everyone subscribed when absent. */
  among?: readonly string[];
}

const bucket = (now: Date) => Math.floor(now.getTime() / Math.max(gatherMs(), 1000));
const isChannelKind = (kind: NotificationKind): kind is ChannelKind =>
  (channelKinds as readonly string[]).includes(kind);

export interface NotificationPlan {
  event: NotificationEvent;
  readers: { userId: string; delivery: "now" | "digest" }[];
  channelIds: string[];
}

/** Who is told of an event, read before the transaction that records it (users and channels are few). */
export async function planNotification(event: NotificationEvent): Promise<NotificationPlan> {
  const readers = await subscribers(event.kind, event.among);
  const channels = isChannelKind(event.kind)
    ? await db.chatChannel.findMany({ where: { kinds: { has: event.kind } }, select: { id: true } })
    : [];
  return { event, readers, channelIds: channels.map((c) => c.id) };
}

/**
 * Writes, inside the caller's transaction (the change that caused the event), one row per reader and chat channel
 * and the outbox messages that will carry them: an email per reader who wants it now, a post per channel, each
 * gathered for a minute (a burst of events is one message) and at least the cooldown after the reader's last one
 * (lib/notifications/email-target.ts). Digest readers wait for their digest. A replayed event key adds nothing.
 */
export async function writeNotification(tx: Prisma.TransactionClient, plan: NotificationPlan, now = new Date()) {
  const { event, readers, channelIds } = plan;
  if (!readers.length && !channelIds.length) return;
  const row = {
    kind: event.kind,
    eventKey: event.eventKey,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    facts: (event.facts ?? {}) as Prisma.InputJsonValue,
  };
  const sendAt = new Date(now.getTime() + gatherMs());
  if (readers.length)
    await tx.notification.createMany({
      data: readers.map((r) => ({ ...row, userId: r.userId, delivery: r.delivery })),
      skipDuplicates: true,
    });
  if (channelIds.length)
    await tx.chatPost.createMany({
      data: channelIds.map((channelId) => ({ ...row, channelId })),
      skipDuplicates: true,
    });
  await enqueueOutbox(tx, [
    ...readers
      .filter((r) => r.delivery === "now")
      .map((r) => ({
        targetKind: "email" as const,
        idempotencyKey: `email-now:${r.userId}:${bucket(now)}`,
        payload: { type: "alerts", userId: r.userId },
        nextAttemptAt: sendAt,
      })),
    ...channelIds.map((channelId) => ({
      targetKind: "chat" as const,
      idempotencyKey: `chat:${channelId}:${bucket(now)}`,
      payload: { channelId },
      nextAttemptAt: sendAt,
    })),
  ]);
}

/**
 * Plans and writes an event in a transaction of its own, for causes that have none to join (a job finishing, a
 * health check). Never throws: telling people must not fail the work that caused it.
 */
export async function recordNotification(event: NotificationEvent, now = new Date()): Promise<void> {
  try {
    const plan = await planNotification(event);
    await db.$transaction((tx) => writeNotification(tx, plan, now));
  } catch (error) {
    console.error("notifications: could not record an event", { kind: event.kind, eventKey: event.eventKey, error });
  }
}
