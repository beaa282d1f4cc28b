import type { AuditReport } from "./audit-report";
import { categoryHeader, categoryRows, historyCells, historyHeader, summaryLines } from "./audit-report-rows";
import { dimensionLabels } from "./fairness-csv";
import { PdfDocumentWriter, type Column } from "./pdf-document";

const widths = [136, 50, 45, 40, 54, 80, 94];
const historyWidths = [55, 115, 80, 45, 45, 105, 54];
/** Category tables: the name and the note left, the figures right; history: its three names and the lowest ratio left. */
const columns = (labels: string[], sizes: number[], left: number[]): Column[] =>
  labels.map((label, i) => ({ label, width: sizes[i]!, align: left.includes(i) ? "left" : "right" }));

/** The auditor's report as a PDF in the layout of the NYC bias-audit summary. */
export async function auditReportPdf(report: AuditReport): Promise<Uint8Array> {
  const pdf = await PdfDocumentWriter.create(`Bias audit summary – ${report.period.label}`);
  pdf.heading("Bias audit summary", 18);
  for (const [label, value] of summaryLines(report)) pdf.paragraph(`${label}: ${value}`);
  pdf.paragraph(
    "Rate: the share of a category's candidates who were selected. Impact ratio: a category's rate divided by the " +
      "rate of the most selected category; under 0.80 is the four-fifths rule's mark of possible adverse impact. " +
      "The p-value tests the difference from the most selected category (Fisher's exact test for small groups, " +
      "two-proportion z-test otherwise). Neither proves or rules out discrimination.",
    { muted: true, size: 9 },
  );
  if (!report.problems.length)
    pdf.paragraph("No screen in this scope was completed in this period: there are no figures to report.", {
      bold: true,
    });
  for (const problem of report.problems) {
    pdf.heading(`${problem.problemName} – ${problem.assessed} assessed`);
    for (const table of problem.tables) {
      pdf.paragraph(dimensionLabels[table.dimension], { bold: true });
      pdf.table(columns(categoryHeader, widths, [0, 6]), categoryRows(table));
    }
  }
  pdf.heading("History");
  pdf.table(columns(historyHeader, historyWidths, [0, 1, 2, 5]), report.history.map(historyCells), {
    empty: "No screens were completed in the reported period or the three before it.",
  });
  return pdf.bytes();
}
