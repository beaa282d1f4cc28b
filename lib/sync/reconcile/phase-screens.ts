import "server-only";
import type { ListAssessmentsQuery } from "@/lib/api-contract/requests";
import { publishChange } from "@/lib/live/publish";
import { iterateAssessmentPages } from "@/lib/screening-api";
import { refreshCandidateScreens } from "../mirror/candidates";
import { upsertScreens } from "../mirror/screens";
import type { RunContext } from "./context";
import { completedStatus, lackingResults, type ResultsFetcher } from "./results-fetcher";
import { listingNotePrefix, screensPageSize } from "./runs";

/** The service's count as the run's progress total (an int4 column), or null when it is no count at all. */
const progressTotal = (totalItems: number) => (totalItems >= 0 && totalItems <= 2_147_483_647 ? totalItems : null);

/** A page changing more candidates than this leaves their summaries to one statement at the end of the listing. */
const REFRESH_PER_PAGE_UP_TO = 200;
/** Open lists hear of changes at most this often while pages are written (and once more at the end). */
const ANNOUNCE_EVERY_MS = 1000;

/**
 * GET /assessments page by page from the run's cursor, three pages requested ahead so the next answers are on
 * their way while one is written. Each page is written with the time its request left (so an event applied
 * meanwhile is not overwritten by this older view), and the cursor moves in the same write, so a crash resumes
 * at the next page. Completed screens without results go to the results fetcher as they are met. The pager
 * stops at an empty or short page and at a bound from totalItems; every disagreement of the service's numbers
 * is noted, and such a listing does not count as complete for the sweep.
 *
 * Returns whether candidates' summaries were left for the end (a page changed many, or the run resumed here).
 */
export async function syncScreens(ctx: RunContext, results: ResultsFetcher): Promise<{ summariesLeft: boolean }> {
  let summariesLeft = ctx.run.nextPage > 1;
  let announcedAt = 0;
  let changedSinceStart = false;
  const disagreements: string[] = [];
  const requestedAt = new Map<number, Date>();
  const listPage = (query: ListAssessmentsQuery) => {
    requestedAt.set(Number(query.page ?? 1), new Date());
    return ctx.api.assessments.list(query, { signal: ctx.signal });
  };
  const pages = iterateAssessmentPages(listPage, {
    pageSize: screensPageSize,
    startPage: ctx.run.nextPage,
    prefetch: 3,
    signal: ctx.signal,
    onDisagreement: (note) => disagreements.push(note),
  })[Symbol.asyncIterator]();
  for (let page = ctx.run.nextPage; ; page++) {
    ctx.signal.throwIfAborted();
    const next = await pages.next();
    await ctx.note(...disagreements.splice(0).map((note) => `${listingNotePrefix} ${note}.`));
    if (next.done) break;
    const { assessments, pagination } = next.value;
    const written = await upsertScreens(assessments, {
      runId: ctx.run.id,
      statusAt: requestedAt.get(page) ?? new Date(),
      confirmed: true,
    });
    if (written.candidateIds.length > REFRESH_PER_PAGE_UP_TO) summariesLeft = true;
    else await refreshCandidateScreens(written.candidateIds);
    results.enqueue(
      await lackingResults(assessments.filter((a) => a.status === completedStatus).map((a) => a.identifier)),
    );
    const changed = written.inserted + written.updated;
    changedSinceStart ||= changed > 0;
    await ctx.advance(
      { screensSeen: assessments.length, rowsChanged: changed, resultsFetched: results.takeFetched() },
      {
        nextPage: page + 1,
        ...(page === 1 || ctx.run.totalItems === null ? { totalItems: progressTotal(pagination.totalItems) } : {}),
      },
    );
    if (changed && Date.now() - announcedAt >= ANNOUNCE_EVERY_MS) {
      announcedAt = Date.now();
      await publishChange({ topic: "screen", id: "*" });
    }
  }
  if (changedSinceStart) await publishChange({ topic: "screen", id: "*" });
  return { summariesLeft };
}
