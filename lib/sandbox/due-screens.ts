import "server-only";
import { db } from "@/lib/db/client";
import { catchUpScreen } from "./screen-transitions";

const BATCH = 100;

/**
 * Writes down the screens whose planned start, submission or expiry has come, with their webhooks. The rows
 * are locked FOR UPDATE SKIP LOCKED and change state in the same transaction, so each move (and its webhook)
 * happens once however many instances tick; the SQL mirrors `dueSteps`, which decides the moves.
 */
async function materialiseBatch(now: Date): Promise<number> {
  return db.$transaction(
    async (tx) => {
      // Each kind of step is a range of its own index, so a million unstarted screens are not read every tick.
      const due = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM sandbox.assessment
        WHERE id IN (
          (SELECT id FROM sandbox.assessment WHERE status = 'Not Started' AND "startsAt" <= ${now} AND "startsAt" < "expiresAt"
           ORDER BY "startsAt" LIMIT ${BATCH})
          UNION ALL
          (SELECT id FROM sandbox.assessment WHERE status = 'Not Started' AND "expiresAt" <= ${now} ORDER BY "expiresAt" LIMIT ${BATCH})
          UNION ALL
          (SELECT id FROM sandbox.assessment WHERE status = 'In Progress' AND "completesAt" <= ${now} ORDER BY "completesAt" LIMIT ${BATCH}))
        ORDER BY "createdAt", id
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED`;
      if (due.length === 0) return 0;
      const rows = await tx.sandboxAssessment.findMany({
        where: { id: { in: due.map((d) => d.id) } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
      for (const row of rows) await catchUpScreen(tx, row, now);
      return rows.length;
    },
    { timeout: 60_000 },
  );
}

/** One tick's worth: a backlog (an instance restarted after a while) is worked off in a few batches. */
export async function materialiseDueScreens(now = new Date()): Promise<number> {
  let total = 0;
  for (let round = 0; round < 10; round++) {
    const moved = await materialiseBatch(now);
    total += moved;
    if (moved < BATCH) break;
  }
  return total;
}
