import "server-only";

/** Rows one statement deletes at most, so a backlog goes in short transactions. */
const BATCH = 5_000;

/**
 * Runs `deleteUpTo(BATCH)` (a DELETE of at most that many rows, returning how many it deleted) until one deletes
 * fewer: a backlog of any size is deleted in short transactions. Stops between statements when `signal` aborts.
 * Returns how many rows went in all.
 */
export async function deleteInBatches(
  deleteUpTo: (limit: number) => Promise<number>,
  signal?: AbortSignal,
): Promise<number> {
  let total = 0;
  for (;;) {
    signal?.throwIfAborted();
    const deleted = await deleteUpTo(BATCH);
    total += deleted;
    if (deleted < BATCH) return total;
  }
}
