/** Which setting makes a permission needed, when only one does. Browser-safe. */
export type AccessNeededIf = "moveOnDecision" | "scoreField";

/** What "Test connection" found: the outcome, the summary in words, and each permission's verdict. Browser-safe. */
export interface AccessReport {
  outcome: "accepted" | "refused" | "unreachable";
  /** The result in words, as the page shows it. */
  summary: string;
  allowed: string[];
  missing: { can: string; onlyIf: AccessNeededIf | null }[];
  /** Probes that got no verdict (a timeout, a 5xx) and why. */
  unchecked: { can: string; reason: string }[];
}
