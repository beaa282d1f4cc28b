import "server-only";
import { db } from "@/lib/db/client";
import { enqueueWebhook } from "./webhooks/enqueue";

/**
 * Writes down the created problems whose `readyAt` has come as Ready and sends problem.ready for each, test
 * mode ones included (their creation is what the spec says sends lifecycle webhooks). The UPDATE claims each
 * row once across instances; seeded problems are stored Ready and never announced.
 */
export async function announceReadyProblems(now = new Date()): Promise<number> {
  return db.$transaction(async (tx) => {
    const ready = await tx.$queryRaw<{ id: string }[]>`
      UPDATE sandbox.problem SET status = 'Ready', "updatedAt" = ${now}
      WHERE id IN (SELECT id FROM sandbox.problem WHERE status = 'Creating' AND "readyAt" <= ${now} LIMIT 50 FOR UPDATE SKIP LOCKED)
      RETURNING id`;
    if (ready.length === 0) return 0;
    const problems = await tx.sandboxProblem.findMany({
      where: { id: { in: ready.map((r) => r.id) } },
      orderBy: { readyAt: "asc" },
    });
    for (const problem of problems) {
      await enqueueWebhook(tx, {
        organizationId: problem.organizationId,
        type: "problem.ready",
        at: problem.readyAt ?? now,
        data: { problemId: problem.id, testMode: problem.testMode },
      });
    }
    return problems.length;
  });
}
