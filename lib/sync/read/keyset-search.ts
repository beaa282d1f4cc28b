import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { keysetPage, keysetResult, readKeysetPage, type KeysetQuery, type KeysetResult } from "./keyset";
import { planRows } from "./plan-rows";

/**
 * Past this many matches a search pages along the listing's order instead: matches that many are close
 * together, so walking the order meets a page of them soon.
 */
const searchMatchCap = 20_000;

/**
 * A search the planner expects to match more than this many rows pages along the listing's order at once:
 * reading the first `searchMatchCap` of its matches would only tell that there are more (110 ms for 20,000).
 */
const searchWalkEstimate = 2 * searchMatchCap;

/**
 * One page of a text search. Walking the listing's order and testing each row finds a page soon when the
 * search matches much, but a search that matches few rows far down the order tests hundreds of thousands of rows
 * first (at 1,000,000 candidates, "bench candidate 042" walked 420,000 rows for 0.6 s). So the matches are read
 * first through the search's own index, up to `searchMatchCap` of them with just their sort value and id, and
 * numbered and paged in one statement that also gives the total and where the page starts; then the page's rows
 * are read by id. A search matching more than the cap reads the page as every other filter does.
 *
 * `searchFrom` is FROM with the joins the filters and the sort column need (without those only `from` needs).
 * A search matching more than `searchMatchCap` is counted to `countAtMost` at most (its total is then a floor):
 * counting every match of a short search ("bench" matched all 1,000,000 candidates) reads them all.
 */
export async function readKeysetSearchPage<Row>(
  db: { $queryRaw<T>(query: Prisma.Sql): Promise<T> },
  query: KeysetQuery<Row>,
  searchFrom: Prisma.Sql,
  countAtMost: number,
): Promise<KeysetResult<Row>> {
  const { select, from, filters, column, direction, anchor, size, cursorOf } = query;
  if ((await planRows(db, Prisma.sql`SELECT 1 FROM ${searchFrom} WHERE ${filters}`)) > searchWalkEstimate)
    return readKeysetPage(db, { ...query, countAtMost });
  const numbered = keysetPage(
    { expression: Prisma.sql`n.k`, id: Prisma.sql`n.id`, type: column.type },
    direction,
    anchor,
  );
  const order = direction === "asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const [found] = await db.$queryRaw<[{ total: number; ids: string[] | null; start: number | null }]>(Prisma.sql`
    WITH m AS MATERIALIZED (
      SELECT ${column.expression} AS k, ${column.id} AS id FROM ${searchFrom} WHERE ${filters} LIMIT ${searchMatchCap + 1}
    ),
    n AS (SELECT k, id, (row_number() OVER (ORDER BY k ${order}, id ${order}) - 1)::int AS pos FROM m),
    p AS (SELECT id, pos FROM n WHERE ${numbered.where} ORDER BY ${numbered.orderBy} LIMIT ${size})
    SELECT (SELECT count(*)::int FROM m) AS total, (SELECT array_agg(id ORDER BY pos) FROM p) AS ids,
      (SELECT min(pos) FROM p) AS start`);
  if (found.total > searchMatchCap) return readKeysetPage(db, { ...query, countAtMost });
  const ids = found.ids ?? [];
  const start = found.start ?? 0;
  const read = ids.length
    ? await db.$queryRaw<Row[]>(Prisma.sql`SELECT ${select} FROM ${from} WHERE ${column.id} = ANY(${ids}::text[])`)
    : [];
  const byId = new Map(read.map((row) => [cursorOf(row)[1], row]));
  // A row gone between the two statements is left out of the page rather than shown with nothing in it.
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  // Whether rows follow counts the ids read, with any row gone since.
  return keysetResult(rows, { total: found.total, start, more: start + ids.length < found.total }, cursorOf);
}
