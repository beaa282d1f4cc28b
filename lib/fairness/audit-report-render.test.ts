import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { parseDelimited } from "@/lib/roster-import/delimited";
import type { AuditReport } from "./audit-report";
import { auditReportCsv } from "./audit-report-csv";
import { auditReportPdf } from "./audit-report-pdf";
import { explanationLetterPdf } from "./explanation-letter-pdf";
import { impactTables, type Assessed } from "./impact";

const people: Assessed[] = [
  ...Array.from({ length: 20 }, (_, i) => ({ sex: "male", raceEthnicity: "white", selected: i < 14 })),
  ...Array.from({ length: 13 }, (_, i) => ({ sex: "female", raceEthnicity: "asian", selected: i < 6 })),
  ...Array.from({ length: 4 }, () => ({ sex: null, raceEthnicity: null, selected: false })),
];
const tables = impactTables(people, { excludeUnderTwoPercent: false });
const report: AuditReport = {
  generatedAt: new Date("2026-11-28T12:00:00Z"),
  period: {
    kind: "quarter",
    from: new Date("2026-10-01"),
    to: new Date("2026-11-28"),
    label: "Q4 2026",
    at: "2026-Q4",
  },
  dataSource: "Historical data",
  selectionMeans: "Decision: advance",
  scope: "all problems",
  // A name the standard PDF fonts cannot encode must not break the PDF.
  problems: [{ problemId: "p1", problemName: "Backend 🚀 Ω", assessed: 37, tables }],
  history: [
    {
      period: "Q3 2026",
      problemName: "Backend",
      dimension: "sex",
      assessed: 30,
      unknown: 2,
      lowestRatio: 0.75,
      lowestCategory: "female",
      underFourFifths: 1,
    },
  ],
};

describe("the auditor's report", () => {
  it("CSV: the summary, each table's counts, rates and ratios, the unknown count, the history", () => {
    const { rows } = parseDelimited(auditReportCsv(report).replace(/^\uFEFF/, ""), ",");
    const text = rows.map((r) => r.filter(Boolean).join(" | "));
    expect(text).toContain("Date range | Q4 2026: 2026-10-01 to 2026-11-28");
    expect(text).toContain("Male | 20 | 14 | 70.0% | 1.00 | most selected");
    expect(text.some((t) => t.startsWith("Female | 13 | 6 | 46.2% | 0.66 | "))).toBe(true);
    expect(text).toContain("Unknown or declined | 4 | not in calculations");
    expect(text).toContain("Q3 2026 | Backend | Sex | 30 | 2 | 0.75 (Female) | 1");
  });

  it("PDF: a readable document whatever the problem's name", async () => {
    const bytes = await auditReportPdf(report);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe("Bias audit summary – Q4 2026");
  });
});

describe("the explanation letter", () => {
  it("renders every screen, part and decision", async () => {
    const bytes = await explanationLetterPdf(
      {
        candidate: { id: "c1", name: "Ada Lovelace", email: "ada@example.test" },
        screens: [
          {
            problemName: "Backend",
            completedAt: new Date("2026-11-01T10:00:00Z"),
            score: 81,
            dimensions: [{ name: "Correctness", score: 90, explanation: "All tests pass. ".repeat(60) }],
            decisions: [{ decision: "advance", reason: "Strong", by: "rita@example.test", at: new Date() }],
          },
        ],
      },
      new Date(),
    );
    const doc = await PDFDocument.load(bytes);
    // The long explanation wraps onto more lines, not off the page: still one page here.
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("Explanation for Ada Lovelace");
  });
});

describe("the auditor's report with nothing to report", () => {
  it("PDF: one page that says so, with the history's header and its empty line", async () => {
    const doc = await PDFDocument.load(await auditReportPdf({ ...report, problems: [], history: [] }));
    expect(doc.getPageCount()).toBe(1);
  });
});
