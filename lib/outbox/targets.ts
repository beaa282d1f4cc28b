import "server-only";
import { atsOutboxTarget } from "@/lib/ats/outbox/ats-target";
import { chatOutboxTarget } from "@/lib/notifications/chat/chat-target";
import { emailOutboxTarget } from "@/lib/notifications/email-target";
import type { OutboxTarget } from "./target";

/** Who delivers each kind of outbox message. Email and chat notifications add theirs here. */
export const outboxTargets: Record<string, OutboxTarget> = {
  ats: atsOutboxTarget,
  email: emailOutboxTarget,
  chat: chatOutboxTarget,
};
