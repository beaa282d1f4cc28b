import { atsInfo, type AtsKind } from "@/lib/ats/kinds";
import { verdictLabels, type FlagVerdict } from "@/lib/review/verdicts";
import { formatScore } from "@/lib/utils/format";

/**
 * Stored values in the words the team uses on its pages, for the export's document: the dashboard's own labels where
 * it has them, and the value itself, humanised, where it has none (a value the service or an ATS added since).
 */

/** "waiting_problem" → "Waiting problem". */
export const inWords = (value: string | null | undefined) => {
  const text = (value ?? "").replaceAll("_", " ").trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : "—";
};

/** An ATS by its name ("Greenhouse"). */
export const atsName = (ats: string) => atsInfo[ats as AtsKind]?.label ?? inWords(ats);

const problemTypes: Record<string, string> = {
  "technical-assessment": "Technical assessment",
  "video-screen": "Video screen",
};
export const problemTypeWords = (type: string) => problemTypes[type] ?? inWords(type);

const flagLevels: Record<string, string> = { critical: "Critical", warning: "Warning", info: "Information" };
export const levelWords = (level: string) => flagLevels[level] ?? inWords(level);

/** A flag's verdict as the review controls label it; `agreed` is a second reviewer's agreement. */
export const verdictWords = (verdict: string) =>
  verdict === "agreed" ? "Agreed (second opinion)" : (verdictLabels[verdict as FlagVerdict] ?? inWords(verdict));

const decisions: Record<string, string> = {
  advance: "Advance: move the application forward",
  hold: "Hold: keep the application waiting",
  reject: "Reject: not move the application forward",
};
/** A decision with what it means for the application. */
export const decisionWords = (decision: string) => decisions[decision] ?? inWords(decision);

/** The score as the service gave it, out of 100 (kept on one line); a video screen has none. */
export const scoreWords = (score: number | null) =>
  score === null ? "Not graded (video screen)" : `${formatScore(score)}\u00a0/\u00a0100`;
