import "server-only";
import type { UpdateProblemRequest } from "@/lib/api-contract/requests";
import type { Problem } from "@/lib/api-contract/responses";
import { db } from "@/lib/db/client";
import type { SandboxProblem } from "@/lib/db/generated/client";
import { conflict, notFound } from "./http/errors";
import { problemStatusAt } from "./lifecycle-status";
import { categoriesForMode, type ExternalResourceMode, type ScoringCategory } from "./rubrics";

export const VIDEO_SCREEN = "video-screen";

/**
 * 2.1 in its full shape. While a problem is Creating its generated content is not out yet: summaries and
 * categories read empty until it is Ready.
 */
export function serializeProblem(row: SandboxProblem, now = new Date()): Problem {
  const status = problemStatusAt(row, now);
  const creating = status === "Creating";
  return {
    id: row.id,
    name: row.name,
    status,
    type: row.type,
    duration: row.duration,
    candidateSummary: creating ? "" : row.candidateSummary,
    problemSummary: creating ? "" : row.problemSummary,
    // Rebuilt in the order of 2.1: jsonb stores keys in its own order.
    scoringCategories: creating
      ? []
      : (row.scoringCategories as unknown as ScoringCategory[]).map(({ title, weight, rubric }) => ({
          title,
          weight,
          rubric,
        })),
    externalResourceMode: row.externalResourceMode,
    ...(row.integrationSource && row.externalId
      ? { integrationSource: row.integrationSource, externalId: row.externalId }
      : {}),
    testMode: row.testMode,
    isFromServiceTestBank: row.isFromServiceTestBank,
  };
}

/** The problem row when it belongs to the organization; 404 otherwise (another organization's id too). */
export async function requireProblem(organizationId: string, problemId: string): Promise<SandboxProblem> {
  const row = await db.sandboxProblem.findFirst({ where: { id: problemId, organizationId } });
  if (!row) throw notFound(`Problem ${problemId} was not found`);
  return row;
}

/** 4.6: technical assessments and video screens alike. */
export async function getProblem(organizationId: string, problemId: string): Promise<Problem> {
  return serializeProblem(await requireProblem(organizationId, problemId));
}

/** The rules of 4.7 and part 3, in the order a caller can act on them; each refusal names its rule. */
function refuseUpdate(row: SandboxProblem, input: UpdateProblemRequest, now: Date) {
  const status = problemStatusAt(row, now);
  if (row.type === VIDEO_SCREEN) throw conflict("Video screens cannot be updated");
  if (status === "Archived") throw conflict("Archived problems cannot be updated");
  if (row.isFromServiceTestBank) throw conflict("Problems shared from the service's test bank cannot be updated");
  if (status !== "Ready") throw conflict(`The problem must be Ready to be updated; it is ${status}`);
  if (input.externalResourceMode !== undefined && row.externalResourceMode === "OPEN") {
    throw conflict("A problem in OPEN external-resource mode cannot be converted to another mode");
  }
}

/** Sent with the mode, includeAiUsageScoring decides; omitted, an AI_ASSISTED problem keeps what it had. */
function aiUsageAfter(row: SandboxProblem, input: UpdateProblemRequest): boolean {
  if (input.externalResourceMode === undefined) return row.includeAiUsageScoring;
  if (input.externalResourceMode !== "AI_ASSISTED") return false;
  return input.includeAiUsageScoring ?? (row.externalResourceMode === "AI_ASSISTED" && row.includeAiUsageScoring);
}

/**
 * 4.7: only the fields sent change, and only for screens issued afterwards (issued ones hold a snapshot).
 * Setting the mode rewrites the rubrics for it; includeAiUsageScoring adds or removes the AI-usage category.
 */
export async function updateProblem(
  organizationId: string,
  problemId: string,
  input: UpdateProblemRequest,
): Promise<Problem> {
  const now = new Date();
  const row = await requireProblem(organizationId, problemId);
  refuseUpdate(row, input, now);
  const mode = (input.externalResourceMode ?? row.externalResourceMode) as ExternalResourceMode;
  const aiUsage = aiUsageAfter(row, input);
  const updated = await db.sandboxProblem.update({
    where: { id: row.id },
    data: {
      ...(input.problemTitle !== undefined ? { name: input.problemTitle } : {}),
      ...(input.desiredTime !== undefined ? { duration: input.desiredTime } : {}),
      ...(input.expirationDays !== undefined ? { expirationDays: input.expirationDays } : {}),
      ...(input.externalResourceMode !== undefined
        ? {
            externalResourceMode: mode,
            includeAiUsageScoring: aiUsage,
            scoringCategories: categoriesForMode(
              row.scoringCategories as unknown as ScoringCategory[],
              mode,
              aiUsage,
            ) as unknown as object,
          }
        : {}),
    },
  });
  return serializeProblem(updated, now);
}
