import type { TimeMetric } from "@/lib/analytics/figures";
import type { TableId } from "@/lib/analytics/tables";

/** Where a figure's CSV and a time's slowest screens are, for the page that shows the figures. */
export interface AnalyticsLinks {
  csv(table: TableId): string;
  slowest(metric: TimeMetric): string;
}
