import type { OutboxMessage, Prisma } from "@/lib/db/generated/client";

/** Who delivers an outbox message (lib/outbox/targets.ts): an ATS update, an email, a chat post. */
export const outboxTargetKinds = ["ats", "email", "chat"] as const;
export type OutboxTargetKind = (typeof outboxTargetKinds)[number];

/** The column is text; a value this code does not know (a newer version's message) has no deliverer here. */
export const isOutboxTargetKind = (kind: string | null): kind is OutboxTargetKind =>
  (outboxTargetKinds as readonly (string | null)[]).includes(kind);

/** What a target may record mid-delivery, so a later attempt skips the steps already done. */
export type SaveProgress = (patch: Record<string, Prisma.InputJsonValue>) => Promise<void>;

/** A deliverer's "not yet": the message waits until then (not a failure; its attempts are not counted). */
export interface Deferral {
  deferUntil: Date;
}

export interface OutboxTarget {
  /**
   * Delivers the message, step by step; throws to retry (an error with `transient: true` and `retryAfterMs`), or
   * answers a deferral to wait (a notification cooling down between two emails to one reader).
   */
  deliver(message: OutboxMessage, progress: Record<string, unknown>, save: SaveProgress): Promise<void | Deferral>;
}
