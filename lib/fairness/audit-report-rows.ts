import type { AuditReport, HistoryRow } from "./audit-report";
import { categoryName, dimensionLabels } from "./fairness-csv";
import type { DimensionFigures } from "./impact";

/**
 * The report's tables as rows of text, shared by its PDF and its CSV: the NYC summary's columns (number of
 * applicants, number selected, selection or scoring rate, impact ratio) per category and intersection, then the
 * unknown category's count, then the history.
 */
export const percent = (value: number | null) => (value === null ? "" : `${(value * 100).toFixed(1)}%`);
export const ratio = (value: number | null) => (value === null ? "" : value.toFixed(2));

export const categoryHeader = ["Category", "Applicants", "Selected", "Rate", "Impact ratio", "p-value", "Note"];

export function categoryRows(table: DimensionFigures): string[][] {
  const rows = table.categories.map((c) => [
    categoryName(c.category),
    String(c.assessed),
    c.selected === null ? "" : String(c.selected),
    percent(c.rate),
    ratio(c.impactRatio),
    c.significance
      ? `${c.significance.pValue.toPrecision(3)} (${c.significance.test === "fisher" ? "Fisher" : "z"})`
      : "",
    c.omitted === "suppressed"
      ? "under 5: suppressed"
      : c.omitted === "under-two-percent"
        ? "under 2 %: excluded"
        : c.category === table.referenceCategory
          ? "most selected"
          : c.belowFourFifths
            ? "under four-fifths"
            : "",
  ]);
  const unknown = table.unknown;
  rows.push([
    "Unknown or declined",
    String(unknown.assessed),
    unknown.assessed < 5 ? "" : String(unknown.selected),
    "",
    "",
    "",
    "not in calculations",
  ]);
  return rows;
}

export const historyHeader = ["Period", "Problem", "Dimension", "Assessed", "Unknown", "Lowest ratio", "Under 0.8"];

export const historyCells = (row: HistoryRow) => [
  row.period,
  row.problemName,
  dimensionLabels[row.dimension],
  String(row.assessed),
  String(row.unknown),
  row.lowestRatio === null ? "" : `${ratio(row.lowestRatio)} (${categoryName(row.lowestCategory!)})`,
  String(row.underFourFifths),
];

export const summaryLines = (report: AuditReport): [string, string][] => [
  [
    "Date range",
    `${report.period.label}: ${report.period.from.toISOString().slice(0, 10)} to ${report.period.to.toISOString().slice(0, 10)}`,
  ],
  ["Scope", report.scope],
  ["Selected means", report.selectionMeans],
  ["Source of the data", report.dataSource],
  ["Generated", report.generatedAt.toISOString()],
];
