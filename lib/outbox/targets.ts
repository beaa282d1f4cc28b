import "server-only";
import { atsOutboxTarget } from "@/lib/ats/outbox/ats-target";
import type { OutboxTarget } from "./deliver";

/** Who delivers each kind of outbox message. Email and chat notifications add theirs here. */
export const outboxTargets: Record<string, OutboxTarget> = {
  ats: atsOutboxTarget,
};
