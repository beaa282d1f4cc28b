import "server-only";
import { db } from "@/lib/db/client";
import type { OutboxMessage, Prisma } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { nextOutboxAttempt } from "./backoff";
import { isOutboxTargetKind, type SaveProgress } from "./target";
import { outboxTargets } from "./targets";

/**
 * A message being sent is its instance's for OUTBOX_LEASE_SECONDS (two minutes by default); after that (a SIGKILL,
 * say) any instance may resume it. The delivery job expires 30 s later (outbox-jobs.ts), so its retry finds the
 * lease lapsed.
 */
export const OUTBOX_LEASE_SECONDS = env.OUTBOX_LEASE_SECONDS;
const LEASE_MS = OUTBOX_LEASE_SECONDS * 1000;
/** Whether an instance is sending the message now: it holds the lease its claim wrote, which has not lapsed. */
export const leaseHeld = (message: { status: string; nextAttemptAt: Date }, now = new Date()) =>
  message.status === "sending" && message.nextAttemptAt > now;

/** Waits short enough to sit out inside one run (a 429's Retry-After of a few seconds) before handing back. */
const IN_RUN_ATTEMPTS = 4;
const MAX_IN_RUN_WAIT_MS = 20_000;

export type OutboxOutcome = "delivered" | "retry" | "failed" | "skipped";

/** Who hears that a message was given up after its retries (notifications tell the admins who asked). */
const giveUpListeners: ((message: OutboxMessage) => Promise<void>)[] = [];
export function onOutboxGiveUp(listener: (message: OutboxMessage) => Promise<void>) {
  giveUpListeners.push(listener);
}
async function tellGiveUp(message: OutboxMessage) {
  for (const listener of giveUpListeners)
    await listener(message).catch((error: unknown) => console.error("outbox: a give-up listener failed", error));
}

const transientOf = (error: unknown) => (error as { transient?: unknown })?.transient === true;
const retryAfterOf = (error: unknown) => {
  const value = (error as { retryAfterMs?: unknown })?.retryAfterMs;
  return typeof value === "number" ? value : null;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function claim(id: string, force: boolean): Promise<OutboxMessage | null> {
  const now = new Date();
  const until = new Date(now.getTime() + LEASE_MS);
  const [row] = await db.$queryRaw<OutboxMessage[]>`
    UPDATE outbox_message SET status = 'sending', "nextAttemptAt" = ${until}
    WHERE id = ${id} AND (
      (status IN ('pending', 'sending') AND "nextAttemptAt" <= ${now})
      OR (${force} AND status IN ('failed', 'pending', 'cancelled')))
    RETURNING *`;
  return row ?? null;
}

/**
 * Records an attempt's outcome, only while the message is still being sent: one cancelled meanwhile (its ATS was
 * disconnected) stays cancelled. False when it was no longer ours to settle.
 */
async function settle(id: string, data: Prisma.OutboxMessageUpdateManyMutationInput): Promise<boolean> {
  // A delivery that completed is recorded as delivered even if cancelled meanwhile: it did land.
  const from = data.status === "delivered" ? ["sending", "cancelled"] : ["sending"];
  const { count } = await db.outboxMessage.updateMany({ where: { id, status: { in: from } }, data });
  return count === 1;
}

/**
 * Delivers one outbox message (a job's handler: takes the id; safe to run anywhere, any number of times). The claim
 * leases it; the target records each step's result in `progress` before moving on, so a retry — after a 5xx, a
 * timeout or a SIGKILL — resumes where the last attempt stopped. `force` is an admin's "send again" (also of a
 * message cancelled when its connection was removed, once it is connected again).
 */
export async function deliverOutboxMessage(id: string, { force = false } = {}): Promise<OutboxOutcome> {
  const message = await claim(id, force);
  if (!message) return "skipped";
  const target = isOutboxTargetKind(message.targetKind) ? outboxTargets[message.targetKind] : undefined;
  let attempts = message.attempts;
  for (let run = 1; ; run += 1) {
    attempts += 1;
    try {
      if (!target) throw new Error(`no deliverer for target kind ${message.targetKind}`);
      const current = await db.outboxMessage.findUniqueOrThrow({ where: { id }, select: { progress: true } });
      const save: SaveProgress = async (patch) => {
        await db.$executeRaw`UPDATE outbox_message SET progress = progress || ${JSON.stringify(patch)}::jsonb WHERE id = ${id}`;
      };
      // The target numbers this run's attempt from the message's attempts before it (the integration log's "attempt").
      const deferral = await target.deliver(
        { ...message, attempts: attempts - 1 },
        (current.progress ?? {}) as Record<string, unknown>,
        save,
      );
      if (deferral) {
        await settle(id, { status: "pending", attempts: attempts - 1, nextAttemptAt: deferral.deferUntil });
        return "retry";
      }
      await settle(id, { status: "delivered", attempts, deliveredAt: new Date(), lastError: null });
      return "delivered";
    } catch (error) {
      const lastError = error instanceof Error ? error.message.slice(0, 1000) : String(error);
      const transient = transientOf(error);
      const next = transient ? nextOutboxAttempt(attempts, new Date(), retryAfterOf(error)) : null;
      const wait = next ? next.getTime() - Date.now() : Infinity;
      if (next && run < IN_RUN_ATTEMPTS && wait <= MAX_IN_RUN_WAIT_MS) {
        if (!(await settle(id, { attempts, lastError }))) return "skipped";
        await sleep(Math.min(wait, retryAfterOf(error) ?? 1_000 * run));
        continue;
      }
      const settled = await settle(
        id,
        next
          ? { status: "pending", attempts, lastError, nextAttemptAt: next }
          : { status: "failed", attempts, lastError },
      );
      if (!settled) return "skipped";
      if (!next) await tellGiveUp(message);
      return next ? "retry" : "failed";
    }
  }
}

/** Messages due now (new, retry time reached, or a lease that lapsed): what the job engine hands to deliverers. */
export async function listDueOutboxIds(limit = 200, now = new Date()): Promise<string[]> {
  const rows = await db.outboxMessage.findMany({
    where: { status: { in: ["pending", "sending"] }, nextAttemptAt: { lte: now } },
    orderBy: { nextAttemptAt: "asc" },
    take: limit,
    select: { id: true },
  });
  return rows.map((r) => r.id);
}
