import "server-only";
import { db } from "@/lib/db/client";
import type { KnownCandidatesQuery } from "@/lib/roster-import/match-schema";

/** A roster row that is already a candidate: which one, and by what it was recognised. */
export interface KnownCandidate {
  /** The row's index in the query. */
  index: number;
  candidateId: string;
  name: string;
  email: string;
  by: "ats" | "email";
}

interface MirrorRow {
  id: string;
  name: string;
  email: string;
  emailKey: string;
  integrationSource: string | null;
  externalId: string | null;
}

const atsKey = (source: string, external: string) => `${source}\u0000${external}`;

/**
 * Which rows of a roster are already candidates, from the read model (lib/sync): by the ATS ids when the row
 * has both (as the bulk worker looks them up, spec 4.10), else by email, case-insensitively (4.12). Candidates
 * the mirror no longer lists (`goneAt`) do not count; of several with one ATS id, the oldest. One statement
 * per call; the browser sends rows a chunk at a time and never receives the candidate list.
 */
export async function findKnownCandidates({ rows }: KnownCandidatesQuery): Promise<KnownCandidate[]> {
  const emails = [...new Set(rows.map((r) => r.email.toLowerCase()).filter(Boolean))];
  const pairs = rows.filter((r) => r.integrationSource && r.externalId);
  const found = await db.$queryRaw<MirrorRow[]>`
    SELECT c.id, c.name, c.email, c."emailKey", c."integrationSource", c."externalId"
    FROM mirror_candidate c
    WHERE c."goneAt" IS NULL
      AND (c."emailKey" = ANY(${emails}::text[])
        OR (c."integrationSource", c."externalId") IN (SELECT s, e FROM unnest(${pairs.map((p) => p.integrationSource!)}::text[], ${pairs.map((p) => p.externalId!)}::text[]) AS t(s, e)))
    ORDER BY c."createdAt", c.id`;
  const byEmail = new Map<string, MirrorRow>();
  const byAts = new Map<string, MirrorRow>();
  for (const c of found) {
    if (!byEmail.has(c.emailKey)) byEmail.set(c.emailKey, c);
    if (c.integrationSource && c.externalId && !byAts.has(atsKey(c.integrationSource, c.externalId)))
      byAts.set(atsKey(c.integrationSource, c.externalId), c);
  }
  const known: KnownCandidate[] = [];
  rows.forEach((row, index) => {
    const ats =
      row.integrationSource && row.externalId ? byAts.get(atsKey(row.integrationSource, row.externalId)) : undefined;
    const match = ats ?? byEmail.get(row.email.toLowerCase());
    if (match)
      known.push({ index, candidateId: match.id, name: match.name, email: match.email, by: ats ? "ats" : "email" });
  });
  return known;
}
