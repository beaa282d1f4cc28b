import { z } from "zod";
import { isStorableTime } from "./keyset-time";
import { decisionFilterParam } from "./decision-filter-param";
import { directionParam, pagingParams, textParam } from "./list-query";
import type { ScreenFilterKey } from "./list-filter-keys";

export const screenSorts = ["createdAt", "completedAt", "score"] as const;
export type ScreenSort = (typeof screenSorts)[number];

/** A calendar day or instant from the URL (`completed since`); unreadable values are dropped. */
const sinceParam = z
  .string()
  .max(40)
  .optional()
  .catch(undefined)
  .transform((v) => (v && isStorableTime(Date.parse(v)) ? new Date(v) : undefined));

/** The screens list's URL: search, status, problem, risk, decision, completed since, sort and paging. */
export const screensQuerySchema = z.object({
  ...({
    q: textParam(),
    status: textParam(60),
    problem: textParam(200),
    risk: textParam(40),
    decision: decisionFilterParam,
    since: sinceParam,
  } satisfies Record<ScreenFilterKey, z.ZodType>),
  sort: z.enum(screenSorts).catch("createdAt").default("createdAt"),
  dir: directionParam("desc"),
  ...pagingParams,
});
export type ScreensQuery = z.infer<typeof screensQuerySchema>;
