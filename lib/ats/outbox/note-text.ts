import type { Results } from "@/lib/api-contract/responses";
import { formatScore } from "@/lib/utils/format";

export interface NoteFacts {
  event: "completed" | "decision";
  problemName: string;
  results: Pick<Results, "score" | "analysis" | "integrity_report" | "completed_at">;
  decision: { value: string; reason: string; reviewer: string } | null;
  link: string;
  /** Written last: lets a later attempt find this note when the ATS's answer to the first was lost. */
  marker: string;
}

/**
 * The last line of a note, in words, naming the update it carries: a later attempt whose first answer was lost finds
 * the note by it instead of writing a second one.
 */
export const noteMarker = (outboxId: string) => `Sent by the screening dashboard (update ${outboxId})`;
/** The marker notes carried before it was worded (a retry of an update sent then still finds its note). */
export const legacyNoteMarker = (outboxId: string) => `Ref: ${outboxId}`;

/** The score as the service gives it and the dashboard shows it (68.9/100, not a rounded 69). */
const score = (value: number | null) => (value === null ? "not graded" : `${formatScore(value)}/100`);

/**
 * The note the ATS shows: plain text (Harvest, Lever and Ashby notes all take text), one fact per line, the same
 * for every ATS. Pure.
 */
export function noteText(facts: NoteFacts): string {
  const { results } = facts;
  const integrity = results.integrity_report;
  const flags = integrity.flags.map((f) => `${f.title} (${f.level})`);
  return [
    facts.event === "completed"
      ? `Screening completed: ${facts.problemName} — score ${score(results.score)}`
      : `Screening decision: ${facts.decision?.value ?? "none"} — ${facts.problemName}, score ${score(results.score)}`,
    ...(results.analysis ?? []).map((d) => `• ${d.name}: ${score(d.score)}`),
    `Integrity risk: ${integrity.risk}${flags.length ? `; flags: ${flags.join(", ")}` : "; no flags"}`,
    facts.decision
      ? `Team decision: ${facts.decision.value} by ${facts.decision.reviewer}${facts.decision.reason ? ` — “${facts.decision.reason}”` : ""}`
      : "Team decision: not yet decided",
    `Full results: ${facts.link}`,
    facts.marker,
  ].join("\n");
}
