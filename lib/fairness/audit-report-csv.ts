import { csvCell } from "@/lib/bulk/csv";
import type { AuditReport } from "./audit-report";
import { categoryHeader, categoryRows, historyCells, historyHeader, summaryLines } from "./audit-report-rows";
import { dimensionLabels } from "./fairness-csv";

const line = (cells: Array<string | number>) => `${cells.map((c) => csvCell(c)).join(",")}\r\n`;

/** The auditor's report as CSV: the summary's lines, each problem's three tables, then the history. */
export function auditReportCsv(report: AuditReport): string {
  const parts = [line(["Bias audit summary"])];
  for (const [label, value] of summaryLines(report)) parts.push(line([label, value]));
  for (const problem of report.problems) {
    parts.push(line([]), line(["Problem", problem.problemName, "Assessed", problem.assessed]));
    for (const table of problem.tables) {
      parts.push(line([dimensionLabels[table.dimension]]), line(categoryHeader));
      for (const row of categoryRows(table)) parts.push(line(row));
    }
  }
  parts.push(line([]), line(["History"]), line(historyHeader));
  for (const row of report.history) parts.push(line(historyCells(row)));
  return `\uFEFF${parts.join("")}`;
}
