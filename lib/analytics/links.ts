import type { TimeMetric } from "./figures";
import { serializeExportParams, serializeSlowestParams, type AnalyticsParams } from "./search-params";
import type { TableId } from "./tables";

/** Where a view's CSV exports and slowest lists are, keeping its period and filters. */
export function analyticsLinks(params: AnalyticsParams) {
  return {
    csv: (table: TableId) => serializeExportParams("/analytics/export", { ...params, table }),
    slowest: (metric: TimeMetric) => serializeSlowestParams("/analytics/slowest", { ...params, metric }),
  };
}
