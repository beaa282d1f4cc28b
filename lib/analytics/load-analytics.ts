import "server-only";
import { cohortFigures } from "./figures";
import { filtersOf } from "./filters";
import { readFilterOptions } from "./filter-options";
import { leakRule } from "./leaks";
import { addDays, isoDay, resolvePeriod, weekStart } from "./period";
import { readCohort, readOpen, readTrends, readWork } from "./read-rollups";
import type { AnalyticsParams } from "./search-params";
import { figureTables, type Names } from "./tables";
import { mondays, trendFigures } from "./trends";
import { workloadFigures } from "./workload";

/** The trends show at least this many weeks, ending with the period's last week. */
const MIN_TREND_WEEKS = 12;

/**
 * Everything the analytics view shows for a period and filters: five reads of the rollups (cohort, trends with
 * the leak rule's history, work, open items) and the filters' options, none of them in proportion to the
 * number of screens, and no call to the screening API. Any signed-in role may read it: the caller checks the
 * session.
 */
export async function loadAnalytics(params: AnalyticsParams, now = new Date()) {
  const period = resolvePeriod(params, now);
  const filters = filtersOf(params);
  const lastWeek = weekStart(period.to);
  const firstWeek = weekStart(
    period.from < addDays(lastWeek, -7 * (MIN_TREND_WEEKS - 1))
      ? period.from
      : addDays(lastWeek, -7 * (MIN_TREND_WEEKS - 1)),
  );
  const historyFrom = addDays(firstWeek, -7 * leakRule.HISTORY_WEEKS);
  const [cohortRows, trendRows, workRows, openRows, options] = await Promise.all([
    readCohort(isoDay(period.from), isoDay(period.to), filters),
    readTrends(isoDay(historyFrom), isoDay(lastWeek), filters),
    readWork(isoDay(period.from), isoDay(period.to), filters),
    readOpen(filters),
    readFilterOptions(),
  ]);
  const problemNames = new Map(options.problems.map((o) => [o.value, o.label]));
  const userNames = new Map(options.users.map((o) => [o.value, o.label]));
  const names: Names = {
    problem: (id) => problemNames.get(id) ?? (id || "Unknown problem"),
    user: (id) => userNames.get(id) ?? (id ? "A former user" : "Outside the dashboard"),
  };
  const cohort = cohortFigures(cohortRows);
  const trends = trendFigures(trendRows, mondays(historyFrom, lastWeek), mondays(firstWeek, lastWeek));
  const workload = workloadFigures(workRows, openRows);
  return {
    period,
    filters,
    options,
    names,
    cohort,
    trends,
    workload,
    tables: figureTables(cohort, trends, workload, names),
  };
}

export type Analytics = Awaited<ReturnType<typeof loadAnalytics>>;
