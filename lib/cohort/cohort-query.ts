import { z } from "zod";
import { decisionValues } from "@/lib/annotations/schemas";
import { isStorableTime } from "@/lib/sync/read/keyset-time";
import { directionParam, textParam } from "@/lib/sync/read/list-query";
import type { CohortFilterKey } from "./cohort-filter-keys";
import { cohortPicks, defaultCohortPick } from "./cohort-pick";

/** Sorts by a column, or by one scoring dimension (`dim:<key>`). */
const cohortSorts = ["score", "completedAt", "name", "risk", "flags", "time", "status"] as const;

const day = z
  .string()
  .max(40)
  .optional()
  .catch(undefined)
  .transform((v) => (v && isStorableTime(Date.parse(v)) ? new Date(v) : undefined));

/** A cohort's URL: filters, sort, page. Anything unreadable falls back. */
export const cohortQuerySchema = z.object({
  ...({
    status: textParam(60),
    risk: textParam(40),
    decision: z
      .enum([...decisionValues, "none"])
      .optional()
      .catch(undefined),
    tag: textParam(40),
    from: day,
    to: day,
    mode: textParam(40),
    locale: textParam(20),
  } satisfies Record<CohortFilterKey, z.ZodType>),
  pick: z.enum(cohortPicks).catch(defaultCohortPick).default(defaultCohortPick),
  sort: z
    .string()
    .max(200)
    .regex(new RegExp(`^(${cohortSorts.join("|")}|dim:.+)$`))
    .catch("score")
    .default("score"),
  dir: directionParam("desc"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  size: z.coerce.number().int().min(1).max(200).catch(50).default(50),
});
export type CohortQuery = z.infer<typeof cohortQuerySchema>;

/**
 * The filters alone, with which screen of each person counts, as server actions receive them (strict: a bad value
 * is refused, not replaced).
 */
export const cohortFilterSchema = z.object({
  ...({
    status: z.string().max(60).optional(),
    risk: z.string().max(40).optional(),
    decision: z.enum([...decisionValues, "none"]).optional(),
    tag: z.string().max(40).optional(),
    from: z.coerce.date().optional(),
    to: z.coerce.date().optional(),
    mode: z.string().max(40).optional(),
    locale: z.string().max(20).optional(),
  } satisfies Record<CohortFilterKey, z.ZodType>),
  pick: z.enum(cohortPicks).default(defaultCohortPick),
});
export type CohortFilter = z.infer<typeof cohortFilterSchema>;
