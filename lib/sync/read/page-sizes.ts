/** Rows a list shows by default, and the most a user may ask for: a page, never the set. Apart from the zod parameters (list-query.ts) so the page-size menu does not load zod. */
export const defaultPageSize = 100;
export const maxPageSize = 1000;
export const pageSizes = [50, 100, 200, 500, 1000] as const;
