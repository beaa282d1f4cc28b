import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { foldText } from "@/lib/sync/mirror/fold";
import { containsPattern } from "./list-query";
import { planRows } from "./plan-rows";
import { probeWords } from "./search-words";

/**
 * A word the planner expects in more than this share of the candidates narrows nothing: its trigrams list most
 * rows, and the index scan reads all of those lists. At 1,000,000 candidates all named "Bench Candidate
 * 0000001" onwards, "bench candidate 042" read 17 such lists for 120 ms; "042" alone took 3 ms.
 */
const commonShare = 0.25;

/** The words estimated, at most: one `EXPLAIN` each, and a pasted sentence should not cost dozens. */
const maxEstimatedWords = 6;

/** The plain test: the candidate's search text contains the search (trigram index). */
export const searchTextMatches = (q: string) => Prisma.sql`c."searchText" LIKE ${containsPattern(q)}`;

/**
 * The search-text test of a candidates search, for `mirror_candidate c`. A search of several words where some
 * are common (a shared company domain, a shared surname) asks the trigram index for the other words only and
 * tests the whole search on the rows found (`strpos`, which no index serves, so the planner cannot hand it back
 * to the index). The rows are the same either way; only which index lists are read changes. The planner's
 * estimates come from the table's statistics, so nothing here reads a row. Words past the first few are tested
 * with the whole search only.
 */
export async function searchTextCondition(
  db: { $queryRaw<T>(query: Prisma.Sql): Promise<T> },
  q: string,
): Promise<Prisma.Sql> {
  const words = probeWords(q).slice(0, maxEstimatedWords);
  if (words.length < 2) return searchTextMatches(q);
  const [all, ...perWord] = await Promise.all([
    planRows(db, Prisma.sql`SELECT 1 FROM mirror_candidate c`),
    ...words.map((word) => planRows(db, Prisma.sql`SELECT 1 FROM mirror_candidate c WHERE ${searchTextMatches(word)}`)),
  ]);
  const narrowing = words.filter((_, i) => perWord[i]! <= all * commonShare);
  if (narrowing.length === 0 || narrowing.length === words.length) return searchTextMatches(q);
  return Prisma.sql`(${Prisma.join(narrowing.map(searchTextMatches), " AND ")} AND strpos(c."searchText", ${foldText(q)}) > 0)`;
}
