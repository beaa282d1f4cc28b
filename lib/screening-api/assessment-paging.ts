import "server-only";
import { limits } from "@/lib/api-contract/limits";
import type { ListAssessmentsQuery } from "@/lib/api-contract/requests";
import type { Assessment, AssessmentPage } from "@/lib/api-contract/responses";

type ListPage = (query: ListAssessmentsQuery) => Promise<AssessmentPage>;

export interface ListAllOptions {
  /** Items per page, 1 to 1000; default 250, so a typical organization's list takes a few parallel rounds. */
  pageSize?: number;
  /** Pages in flight at once after the first; default 4. The limiter still caps the overall rate. */
  concurrency?: number;
}

export interface IterateOptions {
  /** Items per page, 1 to 1000; default 100 (the service's default). */
  pageSize?: number;
}

/**
 * Every assessment, in page order. Page 1 gives totalPages; the rest are fetched by `concurrency` workers that
 * stop at the first failure. A screen that moved between pages while listing is kept once.
 */
export async function listAllAssessments(listPage: ListPage, { pageSize = 250, concurrency = 4 }: ListAllOptions = {}): Promise<Assessment[]> {
  const first = await listPage({ page: 1, pageSize });
  const totalPages = first.pagination.totalPages;
  const pages: Assessment[][] = [first.assessments];
  let nextPage = 2;
  let failed = false;
  const worker = async () => {
    while (!failed && nextPage <= totalPages) {
      const page = nextPage++;
      try {
        pages[page - 1] = (await listPage({ page, pageSize })).assessments;
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers = Math.max(1, Math.min(Math.floor(concurrency), totalPages - 1));
  await Promise.all(Array.from({ length: workers }, worker));

  const seen = new Set<string>();
  return pages.flat().filter((assessment) => !seen.has(assessment.identifier) && seen.add(assessment.identifier));
}

/** Pages in order until totalPages (or an empty page, should the list shrink while iterating). */
export async function* iterateAssessmentPages(listPage: ListPage, { pageSize = limits.pageSize.default }: IterateOptions = {}): AsyncGenerator<AssessmentPage> {
  for (let page = 1; ; page++) {
    const current = await listPage({ page, pageSize });
    yield current;
    if (page >= current.pagination.totalPages || current.assessments.length === 0) return;
  }
}

/** Assessments one by one; only one page is held at a time. */
export async function* iterateAssessments(listPage: ListPage, options?: IterateOptions): AsyncGenerator<Assessment> {
  for await (const page of iterateAssessmentPages(listPage, options)) yield* page.assessments;
}
