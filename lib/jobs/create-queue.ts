import type PgBoss from "pg-boss";
import { retryTransient } from "@/lib/db/transient-errors";

/**
 * Creates the queue unless it exists. Two instances may create it at once: the loser's error is harmless if the
 * queue now exists. Two instances creating different queues at once can deadlock in Postgres (each queue is a
 * partition of pg-boss's job table): the victim's work is rolled back, and it is done again.
 */
export async function createQueueOnce(boss: Pick<PgBoss, "getQueue" | "createQueue">, options: PgBoss.Queue) {
  await retryTransient(async () => {
    if (await boss.getQueue(options.name)) return;
    await boss.createQueue(options.name, options).catch(async (error: unknown) => {
      if (!(await boss.getQueue(options.name))) throw error;
    });
  }, 5);
}
