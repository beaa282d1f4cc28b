import "server-only";
import { limits } from "@/lib/api-contract/limits";
import type { ListAssessmentsQuery } from "@/lib/api-contract/requests";
import type { Assessment, AssessmentPage } from "@/lib/api-contract/responses";

type ListPage = (query: ListAssessmentsQuery, options: { signal?: AbortSignal }) => Promise<AssessmentPage>;

/**
 * Pages the client reads at most in one listing, whatever the service claims: 10 million screens at 1000 a page.
 * A lying `totalPages` (19 million was seen from a mock built from the spec) stops here at the latest.
 */
export const maxListingPages = 10_000;

export interface PagingOptions {
  /** Items per page, 1 to 1000; default 100 (the service's default). */
  pageSize?: number;
  /** First page to read (a resumed listing); default 1. */
  startPage?: number;
  /** Told when the service's numbers disagree with what it returned; the listing goes on safely or stops. */
  onDisagreement?: (note: string) => void;
  /**
   * Pages requested ahead of the one being read (default 0), once the first page has said how many there are:
   * their answers wait while the caller works on the current one. Never beyond what the first page claims.
   */
  prefetch?: number;
  /** Ends the listing: requests in flight are aborted, none follows, and the signal's reason is thrown. */
  signal?: AbortSignal;
}

export interface ListAllOptions extends Omit<PagingOptions, "startPage"> {
  /** Pages in flight at once after the first; default 4. The limiter still caps the overall rate. */
  concurrency?: number;
}

/**
 * The last page worth asking for, from what one page said: the pages its `totalItems` fill, plus a little room
 * for screens issued while listing (they push older ones down a page), capped at `maxListingPages`.
 */
export function pageBound(answer: AssessmentPage, pageSize: number): number {
  const totalItems = answer.pagination.totalItems;
  const implied =
    Number.isSafeInteger(totalItems) && totalItems >= 0 ? Math.ceil(totalItems / pageSize) : maxListingPages;
  return Math.min(maxListingPages, implied + 1 + Math.ceil(implied / 100));
}

/** The page size the service says it used, when that is smaller than asked (it may cap it); else the one asked. */
const effectiveSize = (answer: AssessmentPage, asked: number) => {
  const said = answer.pagination.pageSize;
  return Number.isSafeInteger(said) && said > 0 && said < asked ? said : asked;
};

const claimedPages = (answer: AssessmentPage, bound: number) => {
  const claimed = answer.pagination.totalPages;
  return Number.isSafeInteger(claimed) && claimed >= 1 ? claimed : bound;
};

/** Why a listing ends after `answer` (page `page`), or undefined to read on; disagreements are reported. */
function endOf(
  answer: AssessmentPage,
  page: number,
  asked: number,
  bound: number,
  report: (note: string) => void,
): string | undefined {
  const { totalPages, totalItems } = answer.pagination;
  const size = effectiveSize(answer, asked);
  const count = answer.assessments.length;
  if (count === 0) {
    if (page <= totalPages && totalItems > 0)
      report(`page ${page} was empty although the service counted ${totalPages} pages (${totalItems} screens)`);
    return "empty page";
  }
  if (count < size) return "short page";
  if (page >= bound) {
    if (totalPages > page)
      report(
        `stopped at page ${page}: the service claims ${totalPages} pages but ${totalItems} screens fill about ${Math.ceil(totalItems / size)}`,
      );
    return "page bound";
  }
  if (page >= totalPages) {
    if (Math.ceil(totalItems / size) > totalPages)
      report(`the service counted ${totalItems} screens but only ${totalPages} pages of ${size}`);
    return "last page";
  }
  return undefined;
}

/**
 * Pages in order from `startPage`. Never trusts `totalPages` alone: it stops at an empty or short page, at the
 * last page the service counts, and at a bound derived from `totalItems` of the first page read. With
 * `prefetch`, later pages are already on their way while the caller handles one; pages requested past the end
 * of the list are discarded.
 */
export async function* iterateAssessmentPages(
  listPage: ListPage,
  { pageSize = limits.pageSize.default, startPage = 1, onDisagreement, prefetch = 0, signal }: PagingOptions = {},
): AsyncGenerator<AssessmentPage> {
  const report = onDisagreement ?? (() => undefined);
  const inFlight = new Map<number, Promise<AssessmentPage>>();
  const request = (page: number) => {
    const answer = listPage({ page, pageSize }, { signal });
    // An answer nobody reads any more (the list ended before it) must not surface as an unhandled rejection.
    answer.catch(() => undefined);
    inFlight.set(page, answer);
  };
  let bound = maxListingPages;
  let requestUpTo = startPage;
  let requested = startPage - 1;
  for (let page = startPage; page <= bound; page++) {
    signal?.throwIfAborted();
    for (; requested < Math.min(page + prefetch, requestUpTo) || requested < page;) request(++requested);
    const answer = await inFlight.get(page)!;
    inFlight.delete(page);
    if (page === startPage) {
      bound = Math.max(startPage, pageBound(answer, pageSize));
      requestUpTo = Math.min(bound, Math.max(startPage, claimedPages(answer, bound)));
    }
    yield answer;
    if (endOf(answer, page, pageSize, bound, report)) return;
  }
}

/** Assessments one by one; only one page is held at a time. */
export async function* iterateAssessments(listPage: ListPage, options?: PagingOptions): AsyncGenerator<Assessment> {
  for await (const page of iterateAssessmentPages(listPage, options)) yield* page.assessments;
}

/**
 * Every assessment, in page order. Page 1 sets the bound (as `iterateAssessmentPages`); the rest are read by
 * `concurrency` workers that stop at the first failure and at the first page that ends the list. A screen that
 * moved between pages while listing is kept once.
 */
export async function listAllAssessments(
  listPage: ListPage,
  { pageSize = 250, concurrency = 4, onDisagreement, signal }: ListAllOptions = {},
): Promise<Assessment[]> {
  const report = onDisagreement ?? (() => undefined);
  const first = await listPage({ page: 1, pageSize }, { signal });
  const bound = pageBound(first, pageSize);
  const pages: Assessment[][] = [first.assessments];
  // totalPages is believed when it asks for less than the bound, never when it asks for more.
  let lastPage = endOf(first, 1, pageSize, bound, report) ? 1 : Math.min(bound, claimedPages(first, bound));
  let nextPage = 2;
  let failed = false;
  const worker = async () => {
    while (!failed && nextPage <= lastPage) {
      const page = nextPage++;
      try {
        const answer = await listPage({ page, pageSize }, { signal });
        pages[page - 1] = answer.assessments;
        if (page <= lastPage && endOf(answer, page, pageSize, bound, report)) lastPage = Math.min(lastPage, page);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers = Math.max(1, Math.min(Math.floor(concurrency), lastPage - 1));
  await Promise.all(Array.from({ length: workers }, worker));

  const seen = new Set<string>();
  return pages
    .slice(0, lastPage)
    .flat()
    .filter((assessment) => !seen.has(assessment.identifier) && seen.add(assessment.identifier));
}
