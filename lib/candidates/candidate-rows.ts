import type { Assessment, CandidateSummary } from "@/lib/api-contract/responses";

/** A candidate as the candidates table shows it: the list's fields plus what its screens say. */
export interface CandidateRow {
  identifier: string;
  name: string;
  email: string;
  createdAt: string;
  integrationSource: string | null;
  externalId: string | null;
  /** The status of the candidate's most recent screen, or "Not Assigned" without one. */
  status: string;
  screens: number;
  lastScreenAt: string | null;
}

/**
 * The candidate list omits status (spec 2.3), and reading 10,000 candidates one by one is not an option, so
 * the status comes from the candidate's most recent screen in the assessments list.
 */
export function toCandidateRows(candidates: CandidateSummary[], assessments: Assessment[]): CandidateRow[] {
  const latest = new Map<string, { status: string; createdAt: string; count: number }>();
  for (const a of assessments) {
    const seen = latest.get(a.candidateId);
    if (!seen) latest.set(a.candidateId, { status: a.status, createdAt: a.createdAt, count: 1 });
    else {
      seen.count += 1;
      if (a.createdAt > seen.createdAt) Object.assign(seen, { status: a.status, createdAt: a.createdAt });
    }
  }
  return candidates.map((c) => {
    const screens = latest.get(c.identifier);
    return {
      identifier: c.identifier,
      name: c.name,
      email: c.email,
      createdAt: c.createdAt,
      integrationSource: c.integrationSource ?? null,
      externalId: c.externalId ?? null,
      status: screens?.status ?? "Not Assigned",
      screens: screens?.count ?? 0,
      lastScreenAt: screens?.createdAt ?? null,
    };
  });
}
