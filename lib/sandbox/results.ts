import "server-only";
import type { Results } from "@/lib/api-contract/responses";
import { db } from "@/lib/db/client";
import { retryTransient } from "@/lib/db/transient-errors";
import type { Prisma, SandboxAssessment } from "@/lib/db/generated/client";
import { requireAssessment } from "./assessments";
import { notFound } from "./http/errors";
import { buildIntegrityReport, type IntegrityIpReading } from "./integrity";
import { assessmentStatusAt } from "./lifecycle-status";
import type { ScoringCategory } from "./rubrics";
import { scoreScreen } from "./scoring";

type ScreenSnapshot = Pick<
  SandboxAssessment,
  | "id"
  | "candidateId"
  | "problemId"
  | "problemType"
  | "durationMinutes"
  | "scoringCategories"
  | "externalResourceMode"
  | "spokenLocale"
>;

/**
 * 2.4 for a completed screen, from the snapshot it was taken with (not the problem's current settings).
 * Deterministic per screen: the interview id seeds the score and the integrity report.
 */
export function buildResults(screen: ScreenSnapshot, completedAt: Date, ipReadings: IntegrityIpReading[]): Results {
  const score = scoreScreen({
    seed: screen.id,
    problemType: screen.problemType,
    durationMinutes: screen.durationMinutes,
    categories: screen.scoringCategories as unknown as ScoringCategory[],
  });
  return {
    candidate_id: screen.candidateId,
    interview_id: screen.id,
    score: score.score,
    analysis: score.analysis?.map((category) => ({ ...category })) ?? null,
    completed_at: completedAt.toISOString(),
    integrity_report: buildIntegrityReport({
      seed: screen.id,
      externalResourceMode: screen.externalResourceMode,
      problemType: screen.problemType,
      ipReadings,
    }),
    completion_time_seconds: score.completion_time_seconds,
    problem_id: screen.problemId,
    settings: { external_resource_mode: screen.externalResourceMode, spoken_locale: screen.spokenLocale },
  };
}

/** Postgres' jsonb reorders keys; serve them in the order of spec 2.4. */
function inSpecOrder(body: Results): Results {
  const {
    candidate_id,
    interview_id,
    score,
    analysis,
    completed_at,
    integrity_report,
    completion_time_seconds,
    problem_id,
    settings,
    ...rest
  } = body;
  return {
    candidate_id,
    interview_id,
    score,
    analysis,
    completed_at,
    integrity_report,
    completion_time_seconds,
    problem_id,
    settings,
    ...rest,
  };
}

/**
 * The candidate's IP readings enriched so far (4.13), as the integrity report shows them: location and
 * network findings of a screen come from what the integrator had reported when it completed.
 */
async function enrichedReadings(client: Prisma.TransactionClient, candidateId: string): Promise<IntegrityIpReading[]> {
  const rows = await client.sandboxIpReading.findMany({
    where: { candidateId, enrichedAt: { not: null } },
    orderBy: { observedAt: "asc" },
  });
  return rows.map((r) => ({
    ...(r.enrichment as unknown as IntegrityIpReading),
    source: r.source,
    observedAt: r.observedAt.toISOString(),
  }));
}

/** Builds and stores the results of a screen completing at `completedAt`; results once stored never change. */
export async function storeResults(client: Prisma.TransactionClient, screen: SandboxAssessment, completedAt: Date) {
  const body = buildResults(screen, completedAt, await enrichedReadings(client, screen.candidateId));
  return client.sandboxResult.upsert({
    where: { assessmentId: screen.id },
    create: { assessmentId: screen.id, body: body as object },
    update: {},
  });
}

/**
 * 4.15: the stored results of a completed screen. One read as Completed before the lifecycle ticker has
 * written its completion down gets them built here, at its planned completion, and stored for good. The ticker
 * may be storing the same screen's results in its own transaction at that moment: when Postgres ends this store as
 * the deadlock's victim, it is tried again, and finds the ticker's results (results once stored never change).
 */
export async function getResults(organizationId: string, interviewId: string): Promise<Results> {
  const screen = await requireAssessment(organizationId, interviewId);
  const status = assessmentStatusAt(screen);
  if (status !== "Completed")
    throw notFound(`Interview ${interviewId} is not completed (it is ${status}); results are available once it is`);
  const stored = await db.sandboxResult.findUnique({ where: { assessmentId: screen.id } });
  if (stored) return inSpecOrder(stored.body as unknown as Results);
  const row = await retryTransient(() =>
    storeResults(db, screen, screen.completedAt ?? screen.completesAt ?? new Date()),
  );
  return inSpecOrder(row.body as unknown as Results);
}
