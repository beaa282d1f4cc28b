import "server-only";
import type { CreateCandidateRequest, ListCandidatesQuery } from "@/lib/api-contract/requests";
import type { Candidate, CandidateSummary } from "@/lib/api-contract/responses";
import { db } from "@/lib/db/client";
import { Prisma, type SandboxCandidate } from "@/lib/db/generated/client";
import { SandboxError, notFound } from "./http/errors";
import { newId } from "./ids";
import { candidateStatusFrom } from "./lifecycle-status";

/** 2.3 as listed: ATS ids only when the candidate has them. */
export function candidateSummary(row: SandboxCandidate): CandidateSummary {
  return {
    name: row.name,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    identifier: row.id,
    ...(row.integrationSource && row.externalId
      ? { integrationSource: row.integrationSource, externalId: row.externalId }
      : {}),
  };
}

const withAssessments = {
  assessments: {
    select: { id: true, status: true, expiresAt: true, startsAt: true, completesAt: true, createdAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  },
} satisfies Prisma.SandboxCandidateInclude;

type CandidateWithAssessments = Prisma.SandboxCandidateGetPayload<{ include: typeof withAssessments }>;

function candidateDetail(row: CandidateWithAssessments): Candidate {
  const { name, email, createdAt, identifier, ...ats } = candidateSummary(row);
  return {
    name,
    email,
    createdAt,
    identifier,
    status: candidateStatusFrom(row.assessments.at(-1)),
    interviewIds: row.assessments.map((a) => a.id),
    ...ats,
  };
}

/** 4.9. One candidate per email address and organization: a second one answers 409 with the existing id. */
export async function createCandidate(organizationId: string, input: CreateCandidateRequest): Promise<string> {
  const emailKey = input.email.toLowerCase();
  try {
    const row = await db.sandboxCandidate.create({
      data: {
        id: newId("cand"),
        organizationId,
        name: input.name,
        email: input.email,
        emailKey,
        integrationSource: input.integrationSource ?? null,
        externalId: input.externalId ?? null,
      },
    });
    return row.id;
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    const existing = await db.sandboxCandidate.findUniqueOrThrow({
      where: { organizationId_emailKey: { organizationId, emailKey } },
    });
    throw new SandboxError(409, `A candidate with the email ${input.email} already exists`, {
      body: {
        error: "Conflict",
        message: `A candidate with the email ${input.email} already exists`,
        identifier: existing.id,
      },
    });
  }
}

/** 4.10, newest first; the ATS filter matches both ids exactly. */
export async function listCandidates(organizationId: string, filter: ListCandidatesQuery): Promise<CandidateSummary[]> {
  const rows = await db.sandboxCandidate.findMany({
    where: {
      organizationId,
      ...(filter.integrationSource
        ? { integrationSource: filter.integrationSource, externalId: filter.externalId }
        : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
  return rows.map(candidateSummary);
}

/** 4.11. Another organization's identifier is unknown here: 404, never its data. */
export async function getCandidate(organizationId: string, candidateId: string): Promise<Candidate> {
  const row = await db.sandboxCandidate.findFirst({
    where: { id: candidateId, organizationId },
    include: withAssessments,
  });
  if (!row) throw notFound(`Candidate ${candidateId} was not found`);
  return candidateDetail(row);
}

/** 4.12, case-insensitive on the address. */
export async function getCandidateByEmail(organizationId: string, email: string): Promise<Candidate> {
  const row = await db.sandboxCandidate.findUnique({
    where: { organizationId_emailKey: { organizationId, emailKey: email.trim().toLowerCase() } },
    include: withAssessments,
  });
  if (!row) throw notFound(`No candidate with the email ${email} was found`);
  return candidateDetail(row);
}

/** The candidate row when it belongs to the organization; 404 otherwise. */
export async function requireCandidate(organizationId: string, candidateId: string): Promise<SandboxCandidate> {
  const row = await db.sandboxCandidate.findFirst({ where: { id: candidateId, organizationId } });
  if (!row) throw notFound(`Candidate ${candidateId} was not found`);
  return row;
}
