import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { CandidateFilter, CandidateSort, CandidatesQuery } from "./candidates-query";
import { readKeysetPage, type KeysetQuery, type KeysetResult, type SortColumn } from "./keyset";
import { readKeysetSearchPage } from "./keyset-search";
import { anchorOf, containsPattern } from "./list-query";
import { searchTextCondition, searchTextMatches } from "./search-text";

/** A candidate as lists show it. */
export interface CandidateListRow {
  id: string;
  name: string;
  email: string;
  integrationSource: string | null;
  externalId: string | null;
  createdAt: Date;
  status: string;
  screenCount: number;
  latestScreenAt: Date | null;
}

/** Candidates with what their screens say (every mirrored candidate has a summary row). */
export const candidatesFrom = Prisma.sql`mirror_candidate c JOIN mirror_candidate_screens cs ON cs."candidateId" = c.id`;

/**
 * A search matching more candidates says "more than 100,000": above the 50,000 a bulk job takes, so the bulk
 * picker's "select all matching" still knows when a search matches too many.
 */
const searchCountedTo = 100_000;

/** Each sort reads an index: the summary's own for status and screen count. */
const id = Prisma.sql`c.id`;
const summaryId = Prisma.sql`cs."candidateId"`;
const columns: Record<CandidateSort, SortColumn> = {
  name: { expression: Prisma.sql`c."nameKey"`, id, type: "text" },
  email: { expression: Prisma.sql`c."emailKey"`, id, type: "text" },
  createdAt: { expression: Prisma.sql`c."createdAt"`, id, type: "timestamp" },
  status: { expression: Prisma.sql`cs."latestStatus"`, id: summaryId, type: "text" },
  screens: { expression: Prisma.sql`cs."screenCount"`, id: summaryId, type: "int" },
};
const sortValue: Record<
  CandidateSort,
  (row: CandidateListRow & { nameKey: string; emailKey: string }) => string | number | Date
> = {
  name: (r) => r.nameKey,
  email: (r) => r.emailKey,
  createdAt: (r) => r.createdAt,
  status: (r) => r.status,
  screens: (r) => r.screenCount,
};

/**
 * The SQL condition of the candidate filters over `candidatesFrom` (search through the trigram index), gone
 * candidates left out. For a blind reader (lib/review/blind.ts) nothing matches on who a candidate is: the search
 * reads the candidate id only and the ATS filters do not apply, or a search would confirm a name or an email.
 * `search` is the search-text test when the caller has chosen how the index is asked (searchTextCondition).
 */
export function candidateConditions(
  { q, status: wanted, source, externalId }: CandidateFilter,
  blind = false,
  search?: Prisma.Sql,
): Prisma.Sql {
  const conditions = [Prisma.sql`c."goneAt" IS NULL`];
  if (q && blind) conditions.push(Prisma.sql`lower(c.id) LIKE ${containsPattern(q)}`);
  else if (q) conditions.push(search ?? searchTextMatches(q));
  if (wanted) conditions.push(Prisma.sql`cs."latestStatus" = ${wanted}`);
  if (source && !blind) conditions.push(Prisma.sql`c."integrationSource" = ${source}`);
  if (externalId && !blind) conditions.push(Prisma.sql`lower(c."externalId") LIKE ${containsPattern(externalId)}`);
  return Prisma.join(conditions, " AND ");
}

/**
 * One page of candidates from the mirror, filtered and sorted in SQL. A blind reader cannot sort by name or email
 * (the order would tell names apart): the list is by date for them.
 */
export async function listCandidates(query: CandidatesQuery, blind = false): Promise<KeysetResult<CandidateListRow>> {
  if (blind && (query.sort === "name" || query.sort === "email")) query = { ...query, sort: "createdAt" };
  const search = query.q && !blind ? await searchTextCondition(db, query.q) : undefined;
  const keyset: KeysetQuery<CandidateListRow & { nameKey: string; emailKey: string }> = {
    select: Prisma.sql`c.id, c.name, c.email, c."integrationSource", c."externalId", c."createdAt", cs."latestStatus" AS status, cs."screenCount",
      cs."latestScreenAt", c."nameKey", c."emailKey"`,
    from: candidatesFrom,
    // Every candidate has a summary: only a status filter needs it for counting.
    countFrom: query.status ? candidatesFrom : Prisma.sql`mirror_candidate c`,
    filters: candidateConditions(query, blind, search),
    keptTotal:
      query.q || query.status || query.source || query.externalId
        ? undefined
        : Prisma.sql`SELECT coalesce(max(n), 0)::int AS total FROM mirror_candidate_count`,
    column: columns[query.sort],
    direction: query.dir,
    anchor: anchorOf(query),
    size: query.size,
    cursorOf: (row) => [sortValue[query.sort](row), row.id],
  };
  if (!query.q) return readKeysetPage(db, keyset);
  // A search reads its matches without the summary unless a filter or the sort needs it.
  const needsSummary = query.status || query.sort === "status" || query.sort === "screens";
  return readKeysetSearchPage(
    db,
    keyset,
    needsSummary ? candidatesFrom : Prisma.sql`mirror_candidate c`,
    searchCountedTo,
  );
}

/**
 * The distinct values of an indexed column, for a filter's choices: a loose index scan (one index probe per
 * value), so it costs the same for 1,000 candidates or a million.
 */
async function distinctValues(
  table: "mirror_candidate" | "mirror_candidate_screens",
  column: "integrationSource" | "latestStatus",
): Promise<string[]> {
  const [from, col] = [Prisma.raw(table), Prisma.raw(`"${column}"`)];
  const rows = await db.$queryRaw<{ value: string }[]>`
    WITH RECURSIVE v AS (
      SELECT min(${col}) AS value FROM ${from}
      UNION ALL
      SELECT (SELECT min(${col}) FROM ${from} WHERE ${col} > v.value) FROM v WHERE v.value IS NOT NULL
    )
    SELECT value FROM v WHERE value IS NOT NULL LIMIT 200`;
  return rows.map((r) => r.value);
}

/** The ATS sources candidates have, for the filter's choices. */
export const candidateSources = () => distinctValues("mirror_candidate", "integrationSource");

/** The statuses candidates' newest screens have (Not Assigned without one), for the filter's choices. */
export const candidateStatuses = () => distinctValues("mirror_candidate_screens", "latestStatus");
