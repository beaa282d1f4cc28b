import "server-only";
import { csvCell } from "@/lib/bulk/csv";
import { allFlagPrecision, openCount } from "./flag-precision";
import type { InsightsFilters } from "./insights-filters";

const line = (cells: (string | number)[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** Flag precision as CSV lines: the header, then every row of the grouping, read a page at a time. */
export async function* exportFlagPrecision(filters: InsightsFilters) {
  yield line([filters.by, "label", "from", "to", "raised", "confirmed", "cleared", "retake", "open"]);
  for await (const row of allFlagPrecision(filters))
    yield line([
      row.key,
      row.label,
      filters.from,
      filters.to,
      row.flagged,
      row.confirmed,
      row.cleared,
      row.retake,
      openCount(row),
    ]);
}
