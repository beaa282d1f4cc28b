import "server-only";
import { publishChange } from "@/lib/live/publish";
import { refreshCandidateScreens } from "../mirror/candidates";
import type { RunContext } from "./context";
import { syncCandidates } from "./phase-candidates";
import { syncScreens } from "./phase-screens";
import { resultsAllowance } from "./load-budget";
import { createResultsFetcher } from "./results-fetcher";

/**
 * The listing: the candidate list and the screens' pages at once (the one call for candidates is large and
 * its rows are many, so it would otherwise hold the pages up), with the results of completed screens read as
 * the pages meet them. What the API is asked stays under the limiter's background lane; the writing overlaps
 * the waiting.
 */
export async function syncListing(ctx: RunContext): Promise<void> {
  const results = createResultsFetcher(ctx.api, ctx.signal, { limit: await resultsAllowance(ctx.run) });
  const [candidates, screens] = await Promise.allSettled([syncCandidates(ctx), syncScreens(ctx, results)]);
  const { unavailable } = await results
    .drain()
    .finally(() => ctx.advance({ resultsFetched: results.takeFetched() }).catch(() => undefined));
  if (candidates.status === "rejected") throw candidates.reason;
  if (screens.status === "rejected") throw screens.reason;
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
