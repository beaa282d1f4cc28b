import "server-only";
import { publishChange } from "@/lib/live/publish";
import { refreshCandidateScreens } from "../mirror/candidates";
import type { RunContext } from "./context";
import { syncCandidates } from "./phase-candidates";
import { syncScreens } from "./phase-screens";
import { resultsAllowance } from "./load-budget";
import { createResultsFetcher } from "./results-fetcher";
import { CANDIDATES_IN_A_SLICE, expectedCandidates, listCandidatesApart } from "./candidates-job";
import { db } from "@/lib/db/client";

/** The candidates are listed by their own job and not in yet: the slice ends, the next one looks again. */
export class CandidatesPending extends Error {}

/** How often a slice whose screens are listed looks whether the candidates' job has finished. */
const CANDIDATES_POLL_MS = 2_000;

/**
 * The listing: the candidate list and the screens' pages at once (the one call for candidates is large and
 * its rows are many, so it would otherwise hold the pages up), with the results of completed screens read as
 * the pages meet them. What the API is asked stays under the limiter's background lane; the writing overlaps
 * the waiting. A large organization's candidates are listed by their own job (candidates-job.ts), which the
 * slices wait for once the screens are listed.
 */
export async function syncListing(ctx: RunContext): Promise<void> {
  const results = createResultsFetcher(ctx.api, ctx.signal, { limit: await resultsAllowance(ctx.run) });
  const expected = ctx.run.candidatesListedAt ? 0 : await expectedCandidates(ctx.run);
  const apart = expected > CANDIDATES_IN_A_SLICE;
  if (apart) await listCandidatesApart(ctx.run, expected);
  const [candidates, screens] = await Promise.allSettled([
    apart ? Promise.resolve() : syncCandidates(ctx),
    syncScreens(ctx, results),
  ]);
  const { unavailable } = await results
    .drain()
    .finally(() => ctx.advance({ resultsFetched: results.takeFetched() }).catch(() => undefined));
  if (candidates.status === "rejected") throw candidates.reason;
  if (screens.status === "rejected") throw screens.reason;
  if (apart) await awaitCandidates(ctx);
  if (screens.value.summariesLeft) {
    await refreshCandidateScreens("all");
    await publishChange({ topic: "candidate", id: "*" });
  }
  if (results.deferred())
    await ctx.note(
      `Results of ${results.deferred()} completed screens left for the next runs: this run's share of the rate limit is spent.`,
    );
  if (unavailable.length)
    await ctx.note(
      `Results not available yet for ${unavailable.length} completed screen${unavailable.length === 1 ? "" : "s"} (${unavailable.slice(0, 3).join(", ")}${unavailable.length > 3 ? "…" : ""}); the next run asks again.`,
    );
  await ctx.advance({}, { phase: "orphans" });
}

/**
 * Waits, within the slice, for the candidates' job to list them. Ends the slice (CandidatesPending) should they
 * not be in by its end, or should the job have failed the run: the next slice, or the resumed run, looks again.
 */
async function awaitCandidates(ctx: RunContext) {
  for (;;) {
    const run = await db.syncRun.findUniqueOrThrow({
      where: { id: ctx.run.id },
      select: { status: true, candidatesListedAt: true },
    });
    if (run.status !== "running") throw new CandidatesPending(`the run is ${run.status}`);
    if (run.candidatesListedAt) return;
    if (ctx.signal.aborted) throw new CandidatesPending("candidates still being listed");
    await new Promise((resolve) => setTimeout(resolve, CANDIDATES_POLL_MS));
  }
}
