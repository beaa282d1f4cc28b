import "server-only";
import { atsOutboxTarget } from "@/lib/ats/outbox/ats-target";
import { chatOutboxTarget } from "@/lib/notifications/chat/chat-target";
import { emailOutboxTarget } from "@/lib/notifications/email-target";
import type { OutboxTarget, OutboxTargetKind } from "./target";

/** Who delivers each kind of outbox message: one deliverer per kind of the union (lib/outbox/target.ts). */
export const outboxTargets: Record<OutboxTargetKind, OutboxTarget> = {
  ats: atsOutboxTarget,
  email: emailOutboxTarget,
  chat: chatOutboxTarget,
};
