import { verdictLabels, type FlagVerdict } from "@/lib/review/verdicts";

/** The badge tone of a verdict: confirmed is danger, cleared success, anything else a warning. */
export const verdictTone = (verdict: string) =>
  verdict === "confirmed" ? "danger" : verdict === "cleared" ? "success" : "warning";

/** A verdict in words, a second reviewer's agreement included. */
export const verdictLabel = (verdict: string) =>
  verdict === "agreed" ? "Second opinion: agreed" : (verdictLabels[verdict as FlagVerdict] ?? verdict);
