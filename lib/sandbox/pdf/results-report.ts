import type { Results } from "@/lib/api-contract/responses";
import {
  capitalize,
  describeLocale,
  describeMode,
  describeProblemType,
  formatDate,
  formatDateTime,
  formatSeconds,
} from "./format";
import { drawAnalysis, drawIntegrity } from "./results-sections";
import { colors, riskTone, scoreTone, tones } from "./theme";
import { ReportWriter } from "./writer";

/** Everything the results report shows; `results` is the 2.4 object as the API returns it. */
export interface ResultsPdfInput {
  organizationName: string;
  candidate: { identifier: string; name: string; email: string };
  problem: { id: string; name: string; type: string; duration: number };
  results: Results;
  generatedAt: Date;
}

function drawTitle(w: ReportWriter, input: ResultsPdfInput) {
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
  w.space(20);
  w.textAt("Screening results", w.left, w.y, { size: 24, font: "bold", color: colors.ink });
  w.space(34);
  w.textAt(input.candidate.name, w.left, w.y, { size: 14, font: "bold", color: colors.body, width: w.width });
  w.space(19);
  w.textAt(`${input.problem.name} – ${describeProblemType(input.problem.type)}`, w.left, w.y, {
    size: 10,
    color: colors.muted,
    width: w.width,
  });
  w.space(24);
}

function drawDetails(w: ReportWriter, input: ResultsPdfInput) {
  const columns: [string, [string, string][]][] = [
    [
      "Candidate",
      [
        ["Name", input.candidate.name],
        ["Email", input.candidate.email],
      ],
    ],
    [
      "Screen",
      [
        ["Problem", input.problem.name],
        ["Type", describeProblemType(input.problem.type)],
      ],
    ],
  ];
  const height = 92;
  const top = w.y;
  w.roundedRect(w.left, top, w.width, height, colors.panel, 6);
  const columnWidth = (w.width - 36) / 2;
  columns.forEach(([heading, rows], index) => {
    const x = w.left + 14 + index * (columnWidth + 8);
    let y = top - 12;
    w.textAt(heading.toUpperCase(), x, y, { size: 8, font: "bold", color: colors.accent });
    y -= 18;
    for (const [label, value] of rows) {
      w.textAt(label, x, y, { size: 8.5, color: colors.muted, width: 72 });
      w.textAt(value, x + 74, y, { size: 9.5, color: colors.ink, width: columnWidth - 78 });
      y -= 18;
    }
  });
  w.space(height + 16);
}

/** Four tiles: score, time used, completion date, integrity risk. */
function drawSummaryTiles(w: ReportWriter, input: ResultsPdfInput) {
  const { results } = input;
  const gap = 10;
  const tileWidth = (w.width - 3 * gap) / 4;
  const height = 74;
  const top = w.y;
  const limitSeconds = input.problem.duration * 60;
  const share = limitSeconds > 0 ? Math.round((results.completion_time_seconds / limitSeconds) * 100) : null;
  const completed = new Date(results.completed_at);
  const tiles = [
    { label: "Overall score", draw: (x: number) => drawScoreTile(w, x, top, tileWidth, results.score) },
    {
      label: "Time used",
      draw: (x: number) => {
        w.textAt(formatSeconds(results.completion_time_seconds), x, top - 30, {
          size: 15,
          font: "bold",
          color: colors.ink,
          width: tileWidth - 24,
        });
        w.textAt(`of ${input.problem.duration} min${share === null ? "" : ` (${share}%)`}`, x, top - 52, {
          size: 8.5,
          color: colors.muted,
        });
      },
    },
    {
      label: "Completed",
      draw: (x: number) => {
        w.textAt(formatDate(completed), x, top - 30, {
          size: 15,
          font: "bold",
          color: colors.ink,
          width: tileWidth - 24,
        });
        w.textAt(formatDateTime(completed).split(", ")[1] ?? "", x, top - 52, { size: 8.5, color: colors.muted });
      },
    },
    {
      label: "Integrity risk",
      draw: (x: number) => {
        const risk = results.integrity_report.risk;
        w.badge(`${capitalize(risk)} risk`.toUpperCase(), x, top - 30, riskTone(risk), 9);
        const count = results.integrity_report.flags.length;
        w.textAt(count === 0 ? "No flags raised" : `${count} flag${count === 1 ? "" : "s"} raised`, x, top - 52, {
          size: 8.5,
          color: colors.muted,
        });
      },
    },
  ];
  tiles.forEach((tile, index) => {
    const x = w.left + index * (tileWidth + gap);
    w.roundedRect(x, top, tileWidth, height, colors.panel, 6);
    w.textAt(tile.label.toUpperCase(), x + 12, top - 12, { size: 7.5, font: "bold", color: colors.muted });
    tile.draw(x + 12);
  });
  w.space(height + 14);
}

function drawScoreTile(w: ReportWriter, x: number, top: number, width: number, score: number | null) {
  if (score === null) {
    w.textAt("Ungraded", x, top - 30, { size: 15, font: "bold", color: colors.ink });
    w.textAt("video screen", x, top - 52, { size: 8.5, color: colors.muted });
    return;
  }
  const tone = scoreTone(score);
  const numberWidth = w.textAt(score.toFixed(1), x, top - 26, { size: 20, font: "bold", color: tones[tone].fg });
  w.textAt("/ 100", x + numberWidth + 4, top - 34, { size: 8.5, color: colors.muted });
  w.bar(x, top - 56, width - 24, 5, score / 100, tone);
}

function drawSettings(w: ReportWriter, results: Results) {
  const mode = describeMode(results.settings.external_resource_mode);
  w.section("Settings in effect", 40);
  const rows: [string, string][] = [
    ["External resources", `${mode.label}. ${mode.meaning}`],
    ["Spoken locale", describeLocale(results.settings.spoken_locale)],
  ];
  for (const [label, value] of rows) {
    const lines = w.lines(value, { size: 9.5, width: w.width - 130 });
    w.ensure(lines.length * w.lineHeight(9.5));
    w.textAt(label, w.left, w.y, { size: 9.5, font: "bold", color: colors.ink });
    for (const line of lines) {
      w.textAt(line, w.left + 130, w.y, { size: 9.5 });
      w.space(w.lineHeight(9.5));
    }
    w.space(3);
  }
}

/** The results report a recruiter forwards: summary first, then scoring detail, then integrity. */
export async function renderResultsPdf(input: ResultsPdfInput): Promise<Uint8Array> {
  const w = await ReportWriter.create({
    title: `Screening results: ${input.candidate.name}`,
    subject: `${input.problem.name} results for ${input.candidate.name} <${input.candidate.email}>`,
    author: input.organizationName,
    keywords: [input.candidate.identifier, input.results.interview_id, input.problem.id],
    runningTitle: `${input.organizationName}  |  Screening results  |  ${input.candidate.name}  |  ${input.problem.name}`,
    footer: `Generated ${formatDateTime(input.generatedAt)}  |  Reference ${input.results.interview_id}  |  Confidential`,
    generatedAt: input.generatedAt,
  });
  drawTitle(w, input);
  drawDetails(w, input);
  drawSummaryTiles(w, input);
  drawSettings(w, input.results);
  drawAnalysis(w, input.results);
  drawIntegrity(w, input.results.integrity_report);
  return w.save();
}
