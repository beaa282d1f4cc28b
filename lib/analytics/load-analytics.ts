import "server-only";
import { cohortFigures } from "./figures";
import { filtersOf, type AnalyticsFilters } from "./filters";
import { readFilterOptions } from "./filter-options";
import { leakRule } from "./leaks";
import { addDays, isoDay, resolvePeriod, weekStart, type Period } from "./period";
import { readCohort, readOpen, readTrends, readWork } from "./read-rollups";
import type { AnalyticsParams } from "./search-params";
import {
  cohortTables,
  figureTables,
  trendTables,
  workloadTables,
  type FigureTable,
  type Names,
  type TableId,
} from "./tables";
import { mondays, trendFigures } from "./trends";
import { workloadFigures } from "./workload";

/** The trends show at least this many weeks, ending with the period's last week. */
const MIN_TREND_WEEKS = 12;

/** The weeks the trends show, and the earlier weeks the leak rule holds them against. */
function trendWeeks(period: Period) {
  const lastWeek = weekStart(period.to);
  const firstWeek = weekStart(
    period.from < addDays(lastWeek, -7 * (MIN_TREND_WEEKS - 1))
      ? period.from
      : addDays(lastWeek, -7 * (MIN_TREND_WEEKS - 1)),
  );
  const historyFrom = addDays(firstWeek, -7 * leakRule.HISTORY_WEEKS);
  return {
    from: isoDay(historyFrom),
    to: isoDay(lastWeek),
    all: mondays(historyFrom, lastWeek),
    shown: mondays(firstWeek, lastWeek),
  };
}

async function loadTrends(period: Period, filters: AnalyticsFilters) {
  const weeks = trendWeeks(period);
  return trendFigures(await readTrends(weeks.from, weeks.to, filters), weeks.all, weeks.shown);
}

async function loadWorkload(period: Period, filters: AnalyticsFilters) {
  const [work, open] = await Promise.all([
    readWork(isoDay(period.from), isoDay(period.to), filters),
    readOpen(filters),
  ]);
  return workloadFigures(work, open);
}

const loadCohort = async (period: Period, filters: AnalyticsFilters) =>
  cohortFigures(await readCohort(isoDay(period.from), isoDay(period.to), filters));

function namesOf(options: Awaited<ReturnType<typeof readFilterOptions>>): Names {
  const problemNames = new Map(options.problems.map((o) => [o.value, o.label]));
  const userNames = new Map(options.users.map((o) => [o.value, o.label]));
  return {
    problem: (id) => problemNames.get(id) ?? (id || "Unknown problem"),
    user: (id) => userNames.get(id) ?? (id ? "A former user" : "Outside the dashboard"),
  };
}

/**
 * Everything the analytics view shows for a period and filters: five reads of the rollups (cohort, trends with
 * the leak rule's history, work, open items) and the filters' options, none of them in proportion to the
 * number of screens, and no call to the screening API. Any signed-in role may read it: the caller checks the
 * session.
 */
export async function loadAnalytics(params: AnalyticsParams, now = new Date()) {
  const period = resolvePeriod(params, now);
  const filters = filtersOf(params);
  const [cohort, trends, workload, options] = await Promise.all([
    loadCohort(period, filters),
    loadTrends(period, filters),
    loadWorkload(period, filters),
    readFilterOptions(),
  ]);
  const names = namesOf(options);
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

type Part = "cohort" | "trends" | "workload";
const partOf: Record<TableId, Part> = {
  funnel: "cohort",
  times: "cohort",
  problems: "cohort",
  bands: "cohort",
  trends: "trends",
  flags: "trends",
  leaks: "trends",
  workload: "workload",
  open: "workload",
};

/** The tables of one part of the figures, reading only the rollups that part is built from. */
async function tablesOf(
  part: Part,
  period: Period,
  filters: AnalyticsFilters,
): Promise<Partial<Record<TableId, FigureTable>>> {
  const names = readFilterOptions().then(namesOf);
  switch (part) {
    case "cohort": {
      const [cohort, named] = await Promise.all([loadCohort(period, filters), names]);
      return cohortTables(cohort, named);
    }
    case "trends": {
      const [trends, named] = await Promise.all([loadTrends(period, filters), names]);
      return trendTables(trends, named);
    }
    case "workload": {
      const [workload, named] = await Promise.all([loadWorkload(period, filters), names]);
      return workloadTables(workload, named);
    }
  }
}

/** One table of the view for a period and filters (the CSV export): an export reads only what its table shows. */
export async function loadAnalyticsTable(params: AnalyticsParams, table: TableId, now = new Date()) {
  const period = resolvePeriod(params, now);
  const figures = (await tablesOf(partOf[table], period, filtersOf(params)))[table];
  if (!figures) throw new Error(`No part of the analytics figures builds the table ${table}`);
  return { period, table: figures };
}
