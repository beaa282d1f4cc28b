import "server-only";
import { db } from "@/lib/db/client";
import { NotFoundError, type ScreeningApi } from "@/lib/screening-api";
import { saveResults } from "../mirror/results";
import { placeholderPrefix } from "@/lib/privacy/subject-hash";

/** The status that means results exist (the sandbox's value; the spec shows none but `Not Started`). */
export const completedStatus = "Completed";

/** Of these completed screens, the ones whose results the mirror does not have yet (an erased candidate's never). */
export async function lackingResults(ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM unnest(${[...ids]}::text[]) AS t(id) WHERE NOT EXISTS (SELECT 1 FROM result_snapshot r WHERE r."interviewId" = t.id)
      AND NOT EXISTS (SELECT 1 FROM mirror_screen s WHERE s.id = t.id AND s."candidateId" LIKE ${`${placeholderPrefix}%`})`;
  return rows.map((r) => r.id);
}

/**
 * Reads results of completed screens in the background while the listing goes on, `concurrency` at a time
 * (the limiter's background lane decides how many really are in flight). Results never change after
 * completion, so each is read once. A screen whose results the service does not have (404) is set aside for
 * the next run; any other failure stops the fetcher and is thrown by `drain`. Past `limit` reads (the run's
 * budget, see load-budget.ts) screens are only counted as deferred: the next run reads them.
 */
export function createResultsFetcher(
  api: ScreeningApi,
  signal: AbortSignal,
  { concurrency = 8, limit = Infinity } = {},
) {
  const queue: string[] = [];
  const unavailable: string[] = [];
  let accepted = 0;
  let deferred = 0;
  const waiting: Array<() => void> = [];
  let active = 0;
  let fetched = 0;
  let failure: unknown;

  const settleIfIdle = () => {
    if (!active && (!queue.length || failure !== undefined)) waiting.splice(0).forEach((resolve) => resolve());
  };
  const fetchOne = async (id: string) => {
    try {
      signal.throwIfAborted();
      await saveResults(await api.results.get(id));
      fetched += 1;
    } catch (error) {
      if (error instanceof NotFoundError) unavailable.push(id);
      else failure ??= error;
    }
  };
  const pump = () => {
    while (active < concurrency && queue.length && failure === undefined) {
      active += 1;
      void fetchOne(queue.shift()!).finally(() => {
        active -= 1;
        pump();
        settleIfIdle();
      });
    }
  };

  return {
    enqueue(ids: readonly string[]) {
      const taken = ids.slice(0, Math.max(0, limit - accepted));
      accepted += taken.length;
      deferred += ids.length - taken.length;
      queue.push(...taken);
      pump();
    },
    /** Screens left for the next run by the budget. */
    deferred: () => deferred,
    /** Results stored since the last call, for the run's progress. */
    takeFetched() {
      const count = fetched;
      fetched = 0;
      return count;
    },
    /** Waits for everything queued; throws the first failure that was not a 404. */
    async drain(): Promise<{ unavailable: string[] }> {
      if (active || (queue.length && failure === undefined))
        await new Promise<void>((resolve) => waiting.push(resolve));
      if (failure !== undefined) throw failure;
      return { unavailable };
    },
  };
}
export type ResultsFetcher = ReturnType<typeof createResultsFetcher>;
