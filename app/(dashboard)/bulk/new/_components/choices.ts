import type { CandidateRow } from "@/lib/candidates/candidate-rows";

/** A problem as the form offers it. */
export interface ProblemChoice {
  id: string;
  name: string;
  status: string | null;
  type: string | null;
  /** Whether the registry's snapshot lists French; null when it does not say. */
  supportsFrench: boolean | null;
}

/** Every candidate for the picker, or why they could not be listed. */
export type CandidateChoices = { ok: true; rows: CandidateRow[]; sources: string[] } | { ok: false; title: string; detail: string };

/** Problems that cannot be issued at all; a Creating one can (its rows wait until it is Ready). */
export const unissuableStatuses = ["Archived"];
