import { z } from "zod";
import { rowStates, type RowState } from "./job-schemas";

/** A job's rows per page, on its page (bulk issue and import alike). */
export const JOB_ROWS_PAGE_SIZE = 50;

/** A job page's URL: which rows (by state) and which page of them. Anything unreadable falls back. */
export const jobRowsQuerySchema = z.object({
  state: z.enum(rowStates).optional().catch(undefined),
  page: z.coerce.number().int().min(1).catch(1).default(1),
});

/** The job page's address showing these rows: `basePath` is `/bulk/<id>` or `/candidates/import/<id>`. */
export function jobRowsHref(basePath: string, state: RowState | undefined, page = 1) {
  const query = new URLSearchParams({
    ...(state ? { state } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  }).toString();
  return `${basePath}${query ? `?${query}` : ""}#rows`;
}
