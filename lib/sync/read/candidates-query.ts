import { z } from "zod";
import { directionParam, pagingParams, textParam } from "./list-query";
import type { CandidateFilterKey } from "./list-filter-keys";

export const candidateSorts = ["name", "email", "createdAt", "status", "screens"] as const;
export type CandidateSort = (typeof candidateSorts)[number];

/** The candidates list's URL: search, status, ATS filters, sort and paging. Anything unreadable falls back. */
export const candidatesQuerySchema = z.object({
  ...({
    q: textParam(),
    status: textParam(60),
    source: textParam(120),
    externalId: textParam(120),
  } satisfies Record<CandidateFilterKey, z.ZodType>),
  sort: z.enum(candidateSorts).catch("createdAt").default("createdAt"),
  dir: directionParam("desc"),
  ...pagingParams,
});
export type CandidatesQuery = z.infer<typeof candidatesQuerySchema>;

/**
 * Just the filters, as a server action receives them (the bulk picker sends these for "every candidate
 * matching", never the rows). Strict: a bad value is refused with a message, not replaced.
 */
export const candidateFilterSchema = z.object({
  q: z.string().trim().max(200, "The search is too long (200 characters at most)").optional(),
  status: z.string().max(60).optional(),
  source: z.string().max(120).optional(),
  externalId: z.string().max(120).optional(),
} satisfies Record<CandidateFilterKey, z.ZodType>);
export type CandidateFilter = z.infer<typeof candidateFilterSchema>;
