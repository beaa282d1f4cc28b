import type { Problem } from "@/lib/api-contract/responses";
import { describeMode, describeProblemType, formatDateTime, weightShare } from "./format";
import { colors, tones } from "./theme";
import { ReportWriter } from "./writer";

export interface ProblemPdfInput {
  organizationName: string;
  problem: Problem;
  generatedAt: Date;
}

const bodySize = 10;

function drawHeader(w: ReportWriter, input: ProblemPdfInput) {
  const { problem } = input;
  w.textAt(input.organizationName.toUpperCase(), w.left, w.y, {
    size: 9,
    font: "bold",
    color: colors.accent,
    width: w.width - 150,
  });
  w.textRight(`Generated ${formatDateTime(input.generatedAt)}`, w.left + w.width, w.y, {
    size: 8,
    color: colors.muted,
  });
  w.space(22);
  for (const line of w.lines(problem.name, { size: 22, font: "bold" })) {
    w.textAt(line, w.left, w.y, { size: 22, font: "bold", color: colors.ink });
    w.space(28);
  }
  let x = w.left;
  x += w.badge(describeProblemType(problem.type).toUpperCase(), x, w.y, "info") + 6;
  if (problem.status)
    x += w.badge(problem.status.toUpperCase(), x, w.y, problem.status === "Ready" ? "pass" : "warning") + 6;
  if (problem.testMode) w.badge("TEST MODE", x, w.y, "warning");
  w.space(28);
}

function drawFacts(w: ReportWriter, problem: Problem) {
  const mode = describeMode(problem.externalResourceMode);
  const facts: [string, string][] = [
    ["Duration", `${problem.duration} minutes`],
    ["External resources", `${mode.label}. ${mode.meaning}`],
  ];
  if (problem.integrationSource && problem.externalId)
    facts.push(["Integration", `${problem.integrationSource}: ${problem.externalId}`]);
  if (problem.isFromServiceTestBank) facts.push(["Source", "Shared from the service's test bank"]);

  const labelWidth = 120;
  const rows = facts.map(([label, value]) => ({
    label,
    lines: w.lines(value, { size: 9.5, width: w.width - labelWidth - 28 }),
  }));
  const height = 18 + rows.reduce((sum, row) => sum + row.lines.length * w.lineHeight(9.5) + 5, 0);
  const top = w.y;
  w.roundedRect(w.left, top, w.width, height, colors.panel, 6);
  let y = top - 11;
  for (const row of rows) {
    w.textAt(row.label, w.left + 14, y, { size: 9.5, font: "bold", color: colors.ink });
    for (const line of row.lines) {
      w.textAt(line, w.left + 14 + labelWidth, y, { size: 9.5 });
      y -= w.lineHeight(9.5);
    }
    y -= 5;
  }
  w.space(height + 6);
}

function drawCategories(w: ReportWriter, problem: Problem) {
  w.section("Scoring categories", 60);
  const categories = problem.scoringCategories;
  if (categories.length === 0) {
    w.paragraph("No scoring categories are defined for this problem.", { size: bodySize });
    return;
  }
  const weights = categories.map((c) => c.weight);
  categories.forEach((category, index) => {
    const rubric = w.lines(category.rubric || "No rubric text.", { size: 9.5, indent: 22 });
    w.ensure(22 + Math.min(rubric.length, 4) * w.lineHeight(9.5));
    w.textAt(`${index + 1}.`, w.left, w.y, { size: 10.5, font: "bold", color: colors.accent });
    const weightText = `Weight ${category.weight} (${weightShare(category.weight, weights)})`;
    const weightWidth = w.fonts.regular.widthOfTextAtSize(weightText, 8.5);
    w.textAt(category.title, w.left + 22, w.y, {
      size: 10.5,
      font: "bold",
      color: colors.ink,
      width: w.width - weightWidth - 40,
    });
    w.textAt(weightText, w.left + w.width - weightWidth, w.y + 0.5, { size: 8.5, color: tones.info.fg });
    w.space(17);
    w.paragraph(category.rubric || "No rubric text.", { size: 9.5, indent: 22 });
    w.space(10);
  });
}

/** The problem as a hiring team shares it: policy and timing first, then what the candidate sees, then scoring. */
export async function renderProblemPdf(input: ProblemPdfInput): Promise<Uint8Array> {
  const { problem } = input;
  const w = await ReportWriter.create({
    title: `Problem: ${problem.name}`,
    subject: `${describeProblemType(problem.type)} (${problem.duration} minutes) for ${input.organizationName}`,
    author: input.organizationName,
    keywords: [problem.id, problem.type ?? "problem"],
    runningTitle: `${input.organizationName}  |  Problem  |  ${problem.name}`,
    footer: `Generated ${formatDateTime(input.generatedAt)}  |  Reference ${problem.id}  |  Confidential`,
    generatedAt: input.generatedAt,
  });
  drawHeader(w, input);
  drawFacts(w, problem);
  w.section("Candidate summary", 40);
  w.paragraph(problem.candidateSummary || "No candidate summary.", { size: bodySize });
  w.section("Problem summary", 40);
  w.paragraph(problem.problemSummary || "No problem summary.", { size: bodySize });
  drawCategories(w, problem);
  return w.save();
}
