import "server-only";
import { db } from "@/lib/db/client";
import { publishChange } from "@/lib/live/publish";
import type { RunContext } from "./context";
import { resultsAllowance } from "./load-budget";
import { completedStatus, createResultsFetcher } from "./results-fetcher";

/** Screens looked up per round. */
const BATCH = 500;

const missingResults = (afterId: string) =>
  db.$queryRaw<{ id: string }[]>`
    SELECT s.id FROM mirror_screen s
    WHERE s.status = ${completedStatus} AND s."goneAt" IS NULL AND s.id > ${afterId}
      AND NOT EXISTS (SELECT 1 FROM result_snapshot r WHERE r."interviewId" = s.id)
    ORDER BY s.id LIMIT ${BATCH}`;

/**
 * The listing reads results as it meets completed screens; this catches the rest: screens a webhook marked
 * completed, a run resumed past the pages that listed them, results the service did not have last time. One
 * pass over the mirror, in id order, so a screen whose results are still missing (404) is asked once per run.
 */
export async function syncResults(ctx: RunContext): Promise<void> {
  const fetcher = createResultsFetcher(ctx.api, ctx.signal, { limit: await resultsAllowance(ctx.run) });
  let pending = 0;
  for (let after = ""; ;) {
    const batch = await missingResults(after);
    if (!batch.length) break;
    after = batch.at(-1)!.id;
    pending += batch.length;
    fetcher.enqueue(batch.map((b) => b.id));
    await ctx.advance({ resultsFetched: fetcher.takeFetched() }, { resultsPending: pending });
    // The budget is spent: the rest waits for the next run, which starts its pass from the beginning again.
    if (fetcher.deferred()) break;
  }
  const { unavailable } = await fetcher.drain();
  const fetched = fetcher.takeFetched();
  if (fetcher.deferred())
    await ctx.note(
      "Results of further completed screens left for the next runs: this run's share of the rate limit is spent.",
    );
  if (unavailable.length)
    await ctx.note(
      `Results not available yet for ${unavailable.length} completed screen${unavailable.length === 1 ? "" : "s"}; the next run asks again.`,
    );
  await ctx.advance(
    { resultsFetched: fetched, rowsChanged: pending - unavailable.length - fetcher.deferred() },
    { phase: "problems" },
  );
  if (pending) await publishChange({ topic: "screen", id: "*" });
}
