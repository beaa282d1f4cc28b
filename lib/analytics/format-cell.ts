import type { Cell, ColumnFormat } from "./tables";

/** A duration in seconds as people read it: seconds, minutes, hours or days. */
export function formatDuration(seconds: number): string {
  if (seconds < 90) return `${Math.round(seconds)} s`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min`;
  if (seconds < 48 * 3600) return `${(seconds / 3600).toFixed(1)} h`;
  return `${(seconds / 86_400).toFixed(1)} d`;
}

/** A table cell as the page shows it ("–" for no value). */
export function formatCell(cell: Cell, format: ColumnFormat): string {
  if (cell === null) return "–";
  if (typeof cell === "string") return cell;
  if (format === "percent") return `${cell.toFixed(1)} %`;
  if (format === "seconds") return formatDuration(cell);
  if (format === "score") return cell.toFixed(1);
  return cell.toLocaleString("en-US");
}
