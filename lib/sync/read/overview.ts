import "server-only";
import { db } from "@/lib/db/client";
import type { Role } from "@/lib/auth/roles";
import { identityView, redactCandidate } from "@/lib/review/blind";

const RECENT = 8;

export interface OverviewRow {
  interviewId: string;
  candidateId: string;
  candidateName: string | null;
  candidateEmail: string | null;
  score: number | null;
  risk: string;
  criticalCount: number;
  completedAt: Date;
}

/**
 * What the overview shows, all from our own database in four statements, whatever the organization's size:
 * screens by status (counts kept by triggers, migration mirror_status_count), the latest completions, high-risk results no reviewer has looked at
 * (with their problem's name, so one person's two results tell apart), Scout runs in flight.
 * Candidates the reader may not know (blind review) appear under their pseudonym.
 */
export async function getOverview(reader: { id: string; role: Role }) {
  const [counts, recent, awaitingReview, scoutInFlight] = await Promise.all([
    db.$queryRaw<{ status: string; count: number }[]>`
      SELECT status, n::int AS count FROM mirror_status_count WHERE n > 0 ORDER BY n DESC, status`,
    db.$queryRaw<OverviewRow[]>`
      SELECT r."interviewId", r."candidateId", c.name AS "candidateName", c.email AS "candidateEmail", r.score, r.risk, r."criticalCount", r."completedAt"
      FROM result_snapshot r LEFT JOIN mirror_candidate c ON c.id = r."candidateId"
      ORDER BY r."completedAt" DESC LIMIT ${RECENT}`,
    db.$queryRaw<(OverviewRow & { problemName: string | null })[]>`
      SELECT r."interviewId", r."candidateId", c.name AS "candidateName", c.email AS "candidateEmail", r.score, r.risk, r."criticalCount", r."completedAt", p.name AS "problemName"
      FROM result_snapshot r LEFT JOIN mirror_candidate c ON c.id = r."candidateId"
      LEFT JOIN problem_registry p ON p."problemId" = r."problemId"
      WHERE r.risk = 'high' AND r."reviewedFlagCount" = 0
      ORDER BY r."criticalCount" DESC, r."completedAt" DESC LIMIT 10`,
    db.$queryRaw<{ id: string; candidateId: string; candidateName: string | null; createdAt: Date }[]>`
      SELECT s.id, s."candidateId", c.name AS "candidateName", s."createdAt"
      FROM scout_request s LEFT JOIN mirror_candidate c ON c.id = s."candidateId"
      WHERE s.status = 'processing' ORDER BY s."createdAt" DESC LIMIT 10`,
  ]);
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const view = await identityView(
    reader,
    [...recent, ...awaitingReview, ...scoutInFlight].map((r) => r.candidateId),
  );
  return {
    total,
    counts,
    recent: recent.map((r) => redactCandidate(r.candidateId, r, view)),
    awaitingReview: awaitingReview.map((r) => redactCandidate(r.candidateId, r, view)),
    scoutInFlight: scoutInFlight.map((r) => redactCandidate(r.candidateId, r, view)),
  };
}
