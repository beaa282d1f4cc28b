/**
 * The URL keys of each list's filters, the one definition both sides use: the server's zod schema
 * (candidates-query.ts, screens-query.ts) must have exactly these keys (`satisfies`), and the filter bars write
 * exactly these (lib/utils/url-filters.ts). Links are built from the parsed state with listHref. Kept free of
 * zod so a filter bar does not ship it to the browser.
 */
export const candidateFilterKeys = ["q", "status", "source", "externalId"] as const;
export type CandidateFilterKey = (typeof candidateFilterKeys)[number];

export const screenFilterKeys = ["q", "status", "problem", "risk", "decision", "since"] as const;
export type ScreenFilterKey = (typeof screenFilterKeys)[number];
