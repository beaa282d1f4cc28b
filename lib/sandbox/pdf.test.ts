import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { Problem, Results } from "@/lib/api-contract/responses";
import { renderProblemPdf, renderResultsPdf } from "./pdf";
import { extractPdfText } from "./resume-pdf-text";

const generatedAt = new Date("2025-03-02T14:05:00Z");
const explanation =
  "Solid work. They separated parsing from business logic so each part is easy to follow, though they duplicated the validation logic in three places and left the error branches untested.";

function results(overrides: Partial<Results> = {}): Results {
  return {
    candidate_id: "cand_1",
    interview_id: "int_42",
    problem_id: "prob_7",
    score: 72.4,
    analysis: [
      { key: "correctness", name: "Correctness", score: 80, explanation },
      { key: "testing", name: "Testing", score: 55, explanation },
    ],
    completed_at: "2025-03-01T09:41:00Z",
    completion_time_seconds: 2160,
    integrity_report: {
      risk: "medium",
      explanation: "Medium risk: 8 tab switches warrants a look before a decision.",
      flags: [
        {
          id: "tab-switching",
          title: "Tab switching",
          description: "The window lost focus 8 times.",
          level: "warning",
        },
      ],
      passing_flags: [
        { id: "second-face", title: "Faces on camera", description: "Only the candidate was visible.", level: "info" },
      ],
    },
    settings: { external_resource_mode: "CLOSED", spoken_locale: "en" },
    ...overrides,
  };
}

const input = (name: string, r: Results = results()) => ({
  organizationName: "Acme Corporation",
  candidate: { identifier: "cand_1", name, email: "ada@example.com" },
  problem: { id: "prob_7", name: "Rate-limited REST API", type: "technical-assessment", duration: 45 },
  results: r,
  generatedAt,
});

async function open(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return { doc, text: extractPdfText(bytes), pages: doc.getPageCount() };
}

describe("renderResultsPdf", () => {
  it("renders a one-page report with the candidate, score, settings and integrity findings", async () => {
    const { doc, text, pages } = await open(await renderResultsPdf(input("Ada Lovelace")));
    expect(pages).toBe(1);
    expect(doc.getTitle()).toBe("Screening results: Ada Lovelace");
    expect(doc.getSubject()).toContain("ada@example.com");
    for (const expected of [
      "Ada Lovelace",
      "Acme Corporation".toUpperCase(),
      "72.4",
      "36 min",
      "Closed. No external resources or AI tools allowed.",
      "Correctness",
      "80 / 100",
      "MEDIUM RISK",
      "The window lost focus 8 times.",
      "Faces on camera",
      "Page 1 of 1",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("breaks long reports across pages with a footer on every page", async () => {
    const analysis = Array.from({ length: 30 }, (_, i) => ({
      key: `c${i}`,
      name: `Category ${i + 1}`,
      score: (i * 37) % 100,
      explanation: `${explanation} ${explanation}`,
    }));
    const flags = Array.from({ length: 12 }, (_, i) => ({
      id: `f${i}`,
      title: `Finding ${i + 1}`,
      description: explanation,
      level: i % 3 === 0 ? "critical" : "warning",
    }));
    const long = results({
      analysis,
      integrity_report: { risk: "high", explanation: "High risk.", flags, passing_flags: [] },
    });
    const { text, pages } = await open(await renderResultsPdf(input("Ada Lovelace", long)));
    // 30 categories of about 75 pt each plus 12 flags of about 50 pt cannot fit on fewer than 4 pages.
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(pages).toBeLessThanOrEqual(6);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text).toContain("Category 30");
    expect(text).toContain("Finding 12");
  });

  it("shows an ungraded video screen without a score", async () => {
    const video = results({ score: null, analysis: null });
    const { text } = await open(
      await renderResultsPdf({
        ...input("Ada Lovelace", video),
        problem: { id: "p", name: "Intro video", type: "video-screen", duration: 20 },
      }),
    );
    expect(text).toContain("Ungraded");
    expect(text).toContain("Video screens are not graded");
    expect(text).not.toContain("/ 100");
  });

  it("accepts names in any script, keeping them exact in the metadata", async () => {
    const name = "李小龙 Иван Łukasiewicz 🚀";
    const bytes = await renderResultsPdf(input(name));
    const { doc, text } = await open(bytes);
    expect(doc.getTitle()).toBe(`Screening results: ${name}`);
    expect(text).toContain("??? Ivan Lukasiewicz ?");
  });

  it("draws a name and a problem title given on two lines on one line, in the running title and footer too", async () => {
    const flags = Array.from({ length: 12 }, (_, i) => ({
      id: `f${i}`,
      title: `Finding ${i + 1}`,
      description: explanation,
      level: "warning",
    }));
    const long = results({ integrity_report: { risk: "high", explanation: "High.", flags, passing_flags: [] } });
    const base = input("Ada\nLovelace", long);
    const { text, pages } = await open(
      await renderResultsPdf({ ...base, problem: { ...base.problem, name: "Payments\nAPI" } }),
    );
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain("Ada Lovelace");
    expect(text).toContain("Finding 12");
  });

  it("is reproducible for the same input", async () => {
    const a = await renderResultsPdf(input("Ada Lovelace"));
    const b = await renderResultsPdf(input("Ada Lovelace"));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});

describe("renderProblemPdf", () => {
  const problem: Problem = {
    id: "prob_7",
    name: "Rate-limited REST API",
    status: "Ready",
    type: "technical-assessment",
    duration: 45,
    externalResourceMode: "AI_ASSISTED",
    candidateSummary: "Build a bookmarks API.\n\nLimit each client to 100 requests per minute.",
    problemSummary: "Evaluates API design and testing.",
    scoringCategories: [
      { title: "API Design", weight: 3, rubric: "Clear resource model." },
      { title: "Testing", weight: 1, rubric: "Deterministic limiter tests." },
    ],
  };

  it("renders the policy, summaries and weighted categories", async () => {
    const { doc, text, pages } = await open(
      await renderProblemPdf({ organizationName: "Acme Corporation", problem, generatedAt }),
    );
    expect(pages).toBe(1);
    expect(doc.getTitle()).toBe("Problem: Rate-limited REST API");
    for (const expected of [
      "45 minutes",
      "AI-assisted. A read-only built-in AI agent",
      "Build a bookmarks API.",
      "Limit each client",
      "Evaluates API design",
      "API Design",
      "Weight 3 (75% of score)",
      "Weight 1 (25% of score)",
      "Deterministic limiter tests.",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("flows a long problem over several pages", async () => {
    const rubric = "The candidate explains trade-offs, names failure modes and tests them. ".repeat(12);
    const long = {
      ...problem,
      name: "Ünïcödé → 問題",
      scoringCategories: Array.from({ length: 25 }, (_, i) => ({ title: `Dimension ${i + 1}`, weight: 1, rubric })),
    };
    const { text, pages } = await open(
      await renderProblemPdf({ organizationName: "Acme", problem: long, generatedAt }),
    );
    expect(pages).toBeGreaterThanOrEqual(4);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text).toContain("Dimension 25");
    expect(text).toContain("\u00dcn\u00efc\u00f6d\u00e9 -> ??");
  });
});
