import "server-only";
import { db } from "@/lib/db/client";
import type { SandboxWebhookDelivery } from "@/lib/db/generated/client";
import { env, sandboxWebhookUrl } from "@/lib/env";
import { signWebhook } from "@/lib/api-contract/webhook-signature";
import { nextAttemptAfterFailure } from "./backoff";
import { pinnedPost } from "./pinned-post";
import { checkWebhookTarget, type CheckedAddress } from "./target-guard";
import { logger } from "@/lib/logging/logger";

const BATCH = 20;
/** A claimed delivery is this instance's for a minute; an instance that dies mid-attempt leaves it to others after. */
const LEASE_MS = 60_000;
const TIMEOUT_MS = 10_000;

type Claimed = SandboxWebhookDelivery & { organization: { webhookUrl: string | null } };

/**
 * Due deliveries of organizations this instance is not already sending to, leased to it by pushing their next attempt
 * past the lease (SKIP LOCKED: no waiting on others).
 */
async function claimDue(now: Date, busy: readonly string[]): Promise<Claimed[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE sandbox.webhook_delivery d SET "nextAttemptAt" = ${new Date(now.getTime() + LEASE_MS)}
    WHERE d.id IN (
      SELECT id FROM sandbox.webhook_delivery
      WHERE status = 'pending' AND "nextAttemptAt" <= ${now} AND "organizationId" <> ALL(${busy}::text[])
      ORDER BY "nextAttemptAt", "createdAt"
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED)
    RETURNING d.id`;
  if (rows.length === 0) return [];
  return db.sandboxWebhookDelivery.findMany({
    where: { id: { in: rows.map((r) => r.id) } },
    include: { organization: { select: { webhookUrl: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

/** One POST of the stored body, signed now: Standard Webhooks signs the attempt's timestamp, not the event's. */
async function post(
  delivery: SandboxWebhookDelivery,
  url: string,
  pinned: CheckedAddress | null,
): Promise<{ status: number | null; error: string | null }> {
  const headers = signWebhook({
    secret: env.WEBHOOK_SECRET,
    id: delivery.id,
    timestamp: new Date(),
    body: delivery.body,
  });
  const all = { ...headers, "content-type": "application/json", "user-agent": "screening-sandbox-webhooks/1" };
  try {
    let status: number;
    if (pinned) {
      status = await pinnedPost(url, pinned, { headers: all, body: delivery.body, timeoutMs: TIMEOUT_MS });
    } else {
      const response = await fetch(url, {
        method: "POST",
        headers: all,
        body: delivery.body,
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // The target's answer is drained, never kept: the delivery log must not hand back what the target said.
      await response.body?.cancel().catch(() => undefined);
      status = response.status;
    }
    if (status >= 200 && status < 300) return { status, error: null };
    return { status, error: `HTTP ${status}` };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return { status: null, error: error instanceof Error ? `${error.message}${cause}` : String(error) };
  }
}

async function attempt(delivery: Claimed) {
  const own = delivery.organization.webhookUrl;
  const url = own ?? sandboxWebhookUrl;
  // The configured default (this app's own receiver) is the operator's choice; an organization's URL is checked each time.
  const check = own ? await checkWebhookTarget(own) : ({ ok: true, pinned: null } as const);
  const outcome = check.ok
    ? await post(delivery, url, check.pinned)
    : { status: null, error: `Not sent: ${check.reason}` };
  const now = new Date();
  const attempts = delivery.attempts + 1;
  const common = { attempts, lastAttemptAt: now, lastStatus: outcome.status, lastError: outcome.error, lastUrl: url };
  if (outcome.error === null) {
    await db.sandboxWebhookDelivery.update({
      where: { id: delivery.id },
      data: { ...common, status: "delivered", deliveredAt: now, nextAttemptAt: null },
    });
    return;
  }
  const next = nextAttemptAfterFailure(attempts, now);
  await db.sandboxWebhookDelivery.update({
    where: { id: delivery.id },
    data: { ...common, status: next ? "pending" : "failed", nextAttemptAt: next },
  });
}

// The organizations this instance is sending to now, on globalThis: development reloads re-evaluate modules.
const sending = ((globalThis as { sandboxWebhooksSending?: Set<string> }).sandboxWebhooksSending ??= new Set());

/** What a delivery is about (its screen or problem): deliveries about one thing go in order, others side by side. */
function subjectOf(delivery: Claimed): string {
  try {
    const { data } = JSON.parse(delivery.body) as { data?: { interviewId?: unknown; problemId?: unknown } };
    const subject = data?.interviewId ?? data?.problemId;
    return typeof subject === "string" ? subject : delivery.id;
  } catch {
    return delivery.id;
  }
}

/**
 * Sends one organization's claimed deliveries, in order for each screen or problem (a screen's started lands before
 * its completed) and those about different ones side by side, so a bulk job's hundreds of interview.sent do not
 * queue a later screen's completion behind them one at a time. Then the next round may claim its due ones again.
 */
async function sendInOrder(organizationId: string, deliveries: Claimed[]) {
  const bySubject = new Map<string, Claimed[]>();
  for (const delivery of deliveries)
    bySubject.set(subjectOf(delivery), [...(bySubject.get(subjectOf(delivery)) ?? []), delivery]);
  try {
    await Promise.all(
      [...bySubject.values()].map(async (inOrder) => {
        for (const delivery of inOrder)
          await attempt(delivery).catch((error: unknown) =>
            logger.error({ err: error, delivery: delivery.id }, "sandbox: delivering a webhook failed"),
          );
      }),
    );
  } finally {
    sending.delete(organizationId);
  }
}

/**
 * One round of outbound webhooks: claims what is due for the organizations this instance is not already sending to,
 * and starts sending it, in order for each screen or problem, and organizations side by side. It does not wait for the sending: a slow endpoint (up to 10 s an attempt) holds up
 * only its own organization's later deliveries, never another's, in this round or the next. Errors and non-2xx
 * answers are retried with backoff. Returns how many deliveries it started.
 */
export async function deliverDueWebhooks(now = new Date()): Promise<number> {
  const claimed = await claimDue(now, [...sending]);
  const byOrganization = new Map<string, Claimed[]>();
  for (const delivery of claimed)
    byOrganization.set(delivery.organizationId, [...(byOrganization.get(delivery.organizationId) ?? []), delivery]);
  for (const [organizationId, deliveries] of byOrganization) {
    sending.add(organizationId);
    void sendInOrder(organizationId, deliveries);
  }
  return claimed.length;
}
