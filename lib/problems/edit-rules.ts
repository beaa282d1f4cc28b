import type { Problem } from "@/lib/api-contract/responses";

/**
 * The update rules of spec 4.7 and part 3, in words, so the form explains each one before the service would
 * refuse. The service stays the judge: when a read leaves a fact out (the second read shape has no status,
 * type or mode) the form stays open and the service's answer is shown. Browser-safe.
 */
type RuleFacts = Pick<Problem, "status" | "type" | "externalResourceMode" | "isFromServiceTestBank">;

/** A reason the problem cannot be edited; `lasting` when waiting will not change it (video, archived, test bank). */
export interface EditBlocker {
  reason: string;
  lasting: boolean;
}

/** Why this problem cannot be edited now; empty when nothing we know stops it. */
export function editBlockers(problem: RuleFacts): EditBlocker[] {
  const blockers: EditBlocker[] = [];
  const lasting = (reason: string) => blockers.push({ reason, lasting: true });
  if (problem.type === "video-screen")
    lasting("Video screens cannot be edited: the service updates technical assessments only.");
  if (problem.status === "Archived") lasting("Archived problems cannot be edited.");
  if (problem.isFromServiceTestBank)
    lasting("This problem is shared from the service's test bank, so only the service can change it.");
  if (problem.status === "Creating") {
    blockers.push({ reason: "The problem is still being created. It can be edited once it is Ready.", lasting: false });
  } else if (problem.status && problem.status !== "Ready" && problem.status !== "Archived") {
    blockers.push({ reason: `Only Ready problems can be edited; this one is ${problem.status}.`, lasting: false });
  }
  return blockers;
}

/** Why the external-resource policy cannot change, or null when it can. */
export function modeLockReason(problem: RuleFacts): string | null {
  return problem.externalResourceMode === "OPEN"
    ? "This problem allows external resources (OPEN). The service cannot convert an OPEN problem to another policy, so it stays OPEN."
    : null;
}

/** What the read did not say, and so what only the service can decide. */
export function unknownFacts(problem: RuleFacts): string | null {
  const missing = [
    problem.status === undefined && "status",
    problem.type === undefined && "type",
    problem.externalResourceMode === undefined && "external-resource policy",
  ].filter((fact): fact is string => typeof fact === "string");
  if (!missing.length) return null;
  return `The service did not report this problem's ${missing.join(", ")}. Edits are accepted only for Ready technical assessments; otherwise the service will refuse and say why.`;
}

export const aiUsageRule = "AI-usage scoring can be set only together with the AI-assisted policy.";
