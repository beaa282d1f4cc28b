import "server-only";
import type { Role } from "@/lib/auth/roles";
import { identityView, redactCandidate } from "@/lib/review/blind";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { readReviewSettings } from "@/lib/review/review-settings";
import type { DecisionFilter } from "./decision-filter";
import { decisionCondition, readPageReviewState } from "./review-state";

export interface QueueFilters {
  risk?: string;
  problemId?: string;
  /** `second`: a confirmed flag waits for a second opinion (Settings → Review). */
  reviewed?: "yes" | "no" | "second";
  decision?: DecisionFilter;
  page: number;
}

export const QUEUE_PAGE_SIZE = 50;

export interface QueueRow {
  interviewId: string;
  candidateId: string;
  candidateName: string | null;
  candidateEmail: string | null;
  problemName: string | null;
  problemId: string;
  risk: string;
  score: number | null;
  flagCount: number;
  criticalCount: number;
  reviewedCount: number;
  completedAt: Date;
}

/** The queue's rows: results with flags, narrowed by the filters. `s` is result_snapshot. */
export function queueConditions(filters: Omit<QueueFilters, "page">, secondOpinionLevels: readonly string[]) {
  const conditions = [Prisma.sql`s."flagCount" > 0`];
  if (filters.risk) conditions.push(Prisma.sql`s.risk = ${filters.risk}`);
  if (filters.problemId) conditions.push(Prisma.sql`s."problemId" = ${filters.problemId}`);
  if (filters.reviewed === "yes") conditions.push(Prisma.sql`s."reviewedFlagCount" >= s."flagCount"`);
  if (filters.reviewed === "no") conditions.push(Prisma.sql`s."reviewedFlagCount" < s."flagCount"`);
  if (filters.reviewed === "second")
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM flag_review f WHERE f."interviewId" = s."interviewId" AND f.verdict = 'confirmed'
      AND f.level = ANY(${[...secondOpinionLevels]}::text[]) AND f."secondAt" IS NULL)`);
  const decided = decisionCondition(filters.decision, Prisma.sql`s."interviewId"`);
  if (decided) conditions.push(decided);
  return conditions;
}

/**
 * The queue's order as one ascending row value: riskiest first (high, medium, low, then other levels: `riskRank`),
 * more critical flags first, newest first, then the identifier so that no two rows tie. Compared whole, it finds a
 * row's neighbours (lib/sync/read/queue-neighbours.ts).
 */
export function queueOrderColumns() {
  return Prisma.sql`s."riskRank", -s."criticalCount", -EXTRACT(EPOCH FROM s."completedAt"), s."interviewId"`;
}

/** The same order as ORDER BY columns, as the queue's index (result_snapshot_queue_idx) holds them. */
function queueOrderBy() {
  return Prisma.sql`s."riskRank", s."criticalCount" DESC, s."completedAt" DESC, s."interviewId"`;
}

export function queueOrderKey() {
  return Prisma.sql`ROW(${queueOrderColumns()})`;
}

/**
 * The results the queue draws from (`s`), each with how many of its flags have a verdict (`reviewedFlagCount`, kept
 * by triggers as verdicts are written: migration reviewed_flag_count).
 */
export function queueSource() {
  return Prisma.sql`result_snapshot s`;
}

/**
 * Results with integrity flags in queue order, with how many of their flags a reviewer has confirmed or
 * dismissed, and for the page's rows the reviewers' decisions and the candidates' latest Scout verdicts. Candidates
 * the reader may not know (blind review) appear under their pseudonym, without email or Scout verdict.
 */
export async function getReviewQueue(filters: QueueFilters, reader: { id: string; role: Role }) {
  const { secondOpinionLevels } = await readReviewSettings();
  const where = Prisma.join(queueConditions(filters, secondOpinionLevels), " AND ");

  const [rows, [{ total }]] = await Promise.all([
    db.$queryRaw<QueueRow[]>`
      SELECT s."interviewId", s."candidateId", c.name AS "candidateName", c.email AS "candidateEmail", s."problemId", p.name AS "problemName",
             s.risk, s.score, s."flagCount", s."criticalCount", s."reviewedFlagCount" AS "reviewedCount", s."completedAt"
      FROM ${queueSource()}
      LEFT JOIN mirror_candidate c ON c.id = s."candidateId"
      LEFT JOIN problem_registry p ON p."problemId" = s."problemId"
      WHERE ${where}
      ORDER BY ${queueOrderBy()}
      LIMIT ${QUEUE_PAGE_SIZE} OFFSET ${(filters.page - 1) * QUEUE_PAGE_SIZE}`,
    db.$queryRaw<[{ total: number }]>`SELECT COUNT(*)::int AS total FROM ${queueSource()} WHERE ${where}`,
  ]);
  const [state, view] = await Promise.all([
    readPageReviewState(
      rows.map((row) => row.interviewId),
      rows.map((row) => row.candidateId),
    ),
    identityView(
      reader,
      rows.map((row) => row.candidateId),
    ),
  ]);
  return {
    rows: rows.map((row) =>
      redactCandidate(
        row.candidateId,
        {
          ...row,
          decisions: state.screens.get(row.interviewId)?.decisions ?? {},
          scoutVerdict: state.scout.get(row.candidateId) ?? null,
        },
        view,
      ),
    ),
    total,
    pages: Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE)),
  };
}
