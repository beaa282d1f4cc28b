import type { Flag, IntegrityReport, Results } from "@/lib/api-contract/responses";
import { capitalize } from "./format";
import { colors, levelTone, riskTone, scoreTone, tones } from "./theme";
import type { ReportWriter } from "./writer";

const bodySize = 9.5;

/** One block per category: name and score, a bar, the explanation; kept on one page when it fits. */
export function drawAnalysis(w: ReportWriter, results: Results) {
  w.section("Scoring breakdown", 70);
  if (results.analysis === null) {
    w.paragraph(
      "This is a video screen. Video screens are not graded: there is no overall score and no per-dimension analysis. Read the integrity report below.",
      { size: bodySize },
    );
    return;
  }
  if (results.analysis.length === 0) {
    w.paragraph("The problem defines no scoring categories; only the overall score is reported.", { size: bodySize });
    return;
  }
  for (const item of results.analysis) {
    const explanation = w.lines(item.explanation, { size: bodySize });
    w.ensure(34 + explanation.length * w.lineHeight(bodySize));
    const tone = scoreTone(item.score);
    const scoreText = `${Math.round(item.score)} / 100`;
    const scoreWidth = w.fonts.bold.widthOfTextAtSize(scoreText, 10.5);
    w.textAt(item.name, w.left, w.y, { size: 10.5, font: "bold", color: colors.ink, width: w.width - scoreWidth - 16 });
    w.textAt(scoreText, w.left + w.width - scoreWidth, w.y, { size: 10.5, font: "bold", color: tones[tone].fg });
    w.space(17);
    w.bar(w.left, w.y, w.width, 6, item.score / 100, tone);
    w.space(13);
    for (const line of explanation) {
      w.textAt(line, w.left, w.y, { size: bodySize });
      w.space(w.lineHeight(bodySize));
    }
    w.space(12);
  }
}

const levels = [
  { level: "critical", heading: "Critical" },
  { level: "warning", heading: "Warnings" },
  { level: "info", heading: "For information" },
] as const;

const flagIndent = 14;
const flagHeight = (w: ReportWriter, flag: Flag) =>
  15 + w.lines(flag.description, { size: bodySize, indent: flagIndent }).length * w.lineHeight(bodySize);
const passingHeight = (w: ReportWriter, flag: Flag) =>
  Math.max(1, w.lines(flag.description, { size: 9, indent: 130 }).length) * w.lineHeight(9);

function drawFlag(w: ReportWriter, flag: Flag) {
  const tone = tones[levelTone(flag.level)];
  const indent = flagIndent;
  const description = w.lines(flag.description, { size: bodySize, indent });
  const height = flagHeight(w, flag);
  w.ensure(height);
  w.roundedRect(w.left, w.y + 1, 3.5, height - 4, tone.fg, 1.5);
  w.textAt(flag.title, w.left + indent, w.y, { size: 10, font: "bold", color: colors.ink, width: w.width - indent });
  w.space(15);
  for (const line of description) {
    w.textAt(line, w.left + indent, w.y, { size: bodySize });
    w.space(w.lineHeight(bodySize));
  }
  w.space(9);
}

function drawPassing(w: ReportWriter, flag: Flag) {
  const indent = flagIndent;
  const text = w.lines(flag.description, { size: 9, indent: 130 });
  w.ensure(passingHeight(w, flag));
  w.page.drawCircle({ x: w.left + 4, y: w.y - 4.6, size: 3.2, color: tones.pass.fg });
  w.textAt(flag.title, w.left + indent, w.y, { size: 9, font: "bold", color: colors.ink, width: 112 });
  for (const line of text) {
    w.textAt(line, w.left + 130, w.y, { size: 9, color: colors.body });
    w.space(w.lineHeight(9));
  }
  w.space(5);
}

/** Risk and explanation, flags grouped by level (most severe first), then the checks that passed. */
export function drawIntegrity(w: ReportWriter, report: IntegrityReport) {
  w.section("Integrity report", 60);
  const badgeWidth = w.badge(`${capitalize(report.risk)} risk`.toUpperCase(), w.left, w.y, riskTone(report.risk), 9);
  const flagged = report.flags.length;
  w.textAt(
    `${flagged} flag${flagged === 1 ? "" : "s"} raised, ${report.passing_flags.length} check${report.passing_flags.length === 1 ? "" : "s"} passed`,
    w.left + badgeWidth + 10,
    w.y - 2,
    { size: 9, color: colors.muted },
  );
  w.space(24);
  w.paragraph(report.explanation, { size: 10, color: colors.ink });
  w.space(6);

  const known = new Set<string>(levels.map((l) => l.level));
  const groups = [
    ...levels.map(({ level, heading }) => ({ heading, flags: report.flags.filter((f) => f.level === level) })),
    { heading: "Other findings", flags: report.flags.filter((f) => !known.has(f.level)) },
  ];
  for (const group of groups) {
    const first = group.flags[0];
    if (!first) continue;
    // Keep each group heading with its first finding.
    w.ensure(20 + flagHeight(w, first));
    w.space(4);
    w.textAt(`${group.heading} (${group.flags.length})`.toUpperCase(), w.left, w.y, {
      size: 8.5,
      font: "bold",
      color: tones[levelTone(first.level)].fg,
    });
    w.space(16);
    for (const flag of group.flags) drawFlag(w, flag);
  }
  const firstPassing = report.passing_flags[0];
  if (firstPassing) {
    w.ensure(20 + passingHeight(w, firstPassing));
    w.space(4);
    w.textAt(`Checks passed (${report.passing_flags.length})`.toUpperCase(), w.left, w.y, {
      size: 8.5,
      font: "bold",
      color: tones.pass.fg,
    });
    w.space(16);
    for (const flag of report.passing_flags) drawPassing(w, flag);
  }
}
