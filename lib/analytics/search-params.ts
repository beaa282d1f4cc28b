import { createLoader, createSerializer, parseAsIsoDate, parseAsString, parseAsStringLiteral } from "nuqs/server";
import { timeMetrics } from "./figures";
import { tableIds } from "./tables";

import { periodKinds } from "./period";

/** The value of `source` / `issuer` that selects screens with none (no ATS; issued outside the dashboard). */
export const NONE = "none";

/**
 * The analytics view's URL state, one definition: read by the page and the CSV export (createLoader), written by
 * links (createSerializer) and by the filter form, whose field names are these keys.
 */
export const analyticsSearchParams = {
  period: parseAsStringLiteral(periodKinds).withDefault("30d"),
  from: parseAsIsoDate,
  to: parseAsIsoDate,
  problem: parseAsString,
  source: parseAsString,
  issuer: parseAsString,
};

export const loadAnalyticsParams = createLoader(analyticsSearchParams);
export const serializeAnalyticsParams = createSerializer(analyticsSearchParams);
export type AnalyticsParams = Awaited<ReturnType<typeof loadAnalyticsParams>>;

/** The CSV export of one table: the view's state and which table. */
const exportSearchParams = { ...analyticsSearchParams, table: parseAsStringLiteral(tableIds) };
export const loadExportParams = createLoader(exportSearchParams);
export const serializeExportParams = createSerializer(exportSearchParams);

/** The slowest screens on one interval: the view's state and which interval. */
const slowestSearchParams = {
  ...analyticsSearchParams,
  metric: parseAsStringLiteral(timeMetrics).withDefault("take"),
};
export const loadSlowestParams = createLoader(slowestSearchParams);
export const serializeSlowestParams = createSerializer(slowestSearchParams);
