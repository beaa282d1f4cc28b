import "server-only";
import type { Assessment } from "@/lib/api-contract/responses";
import { db } from "@/lib/db/client";
import type { SandboxAssessment } from "@/lib/db/generated/client";
import { notFound } from "./http/errors";
import { assessmentStatusAt } from "./lifecycle-status";

/** The columns 2.2 is made of: what a list reads, so a 1000-row page does not carry every snapshot along. */
const assessmentColumns = {
  id: true,
  candidateId: true,
  problemId: true,
  problemType: true,
  status: true,
  createdAt: true,
  expiresAt: true,
  startsAt: true,
  completesAt: true,
} as const;

type AssessmentColumns = Pick<SandboxAssessment, keyof typeof assessmentColumns>;

/** 2.2 without problemName (the list and the single read). */
export function serializeAssessment(row: AssessmentColumns, now = new Date()): Assessment {
  return {
    identifier: row.id,
    candidateId: row.candidateId,
    problemId: row.problemId,
    problemType: row.problemType,
    status: assessmentStatusAt(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

const newestFirst = [{ createdAt: "desc" as const }, { id: "asc" as const }];

/**
 * 4.2: one page, newest first; a page past the end is empty. The page is a range of `listPosition` and the total
 * one row of `assessment_count`, both kept by triggers (migration sandbox_listing), so page 1,000 of a million
 * screens costs what page 1 does. Two short reads, no transaction: a transaction held across them took a pooled
 * connection from the app it shares the pool with (the sync's writes timed out waiting at 1M), and a screen issued
 * between them moves the page by one, as with any paged list read while it grows.
 */
export async function listAssessments(organizationId: string, query: { page: number; pageSize: number }) {
  const { page, pageSize } = query;
  const count = await db.sandboxAssessmentCount.findUnique({ where: { organizationId } });
  const totalItems = count?.total ?? 0;
  const highest = totalItems - (page - 1) * pageSize;
  const rows =
    highest > 0
      ? await db.sandboxAssessment.findMany({
          where: { organizationId, listPosition: { lte: highest, gt: highest - pageSize } },
          select: assessmentColumns,
          orderBy: { listPosition: "desc" },
        })
      : [];
  const now = new Date();
  return {
    assessments: rows.map((row) => serializeAssessment(row, now)),
    pagination: { page, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize) },
  };
}

/** The screen when it belongs to the organization; 404 otherwise. */
export async function requireAssessment(organizationId: string, interviewId: string): Promise<SandboxAssessment> {
  const row = await db.sandboxAssessment.findFirst({ where: { id: interviewId, organizationId } });
  if (!row) throw notFound(`Interview ${interviewId} was not found`);
  return row;
}

/** 4.3. */
export async function getAssessment(organizationId: string, interviewId: string): Promise<Assessment> {
  return serializeAssessment(await requireAssessment(organizationId, interviewId));
}

/** 4.4: the candidate's screens, newest first, with the problem's name. */
export async function listCandidateAssessments(organizationId: string, candidateId: string): Promise<Assessment[]> {
  const candidate = await db.sandboxCandidate.findFirst({
    where: { id: candidateId, organizationId },
    include: {
      assessments: { orderBy: newestFirst, select: { ...assessmentColumns, problem: { select: { name: true } } } },
    },
  });
  if (!candidate) throw notFound(`Candidate ${candidateId} was not found`);
  const now = new Date();
  return candidate.assessments.map(({ problem, ...row }) => ({
    ...serializeAssessment(row, now),
    problemName: problem.name,
  }));
}
