import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { isStorableTime } from "./keyset-time";

/** A sortable column: its SQL expression, the row's id expression, and how cursor values are typed. */
export interface SortColumn {
  expression: Prisma.Sql;
  id: Prisma.Sql;
  type: "text" | "timestamp" | "int" | "float";
}

export type Direction = "asc" | "desc";

/** Where a page starts: after the last row of the previous one, or before the first row of the next one. */
export interface PageAnchor {
  after?: string;
  before?: string;
}

type CursorValue = string | number;

/** A cursor is the sort value and id of a row, in an opaque URL-safe string. */
export const encodeCursor = (value: CursorValue | Date, id: string) =>
  Buffer.from(JSON.stringify([value instanceof Date ? value.toISOString() : value, id])).toString("base64url");

/** The sort value and id in a cursor, or null for anything that is not one of ours (a hand-edited URL). */
export function decodeCursor(cursor: string, type: SortColumn["type"]): [CursorValue, string] | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[1] !== "string") return null;
    const [value, id] = parsed as [unknown, string];
    if (type === "text" && typeof value === "string") return [value, id];
    if (type === "timestamp" && typeof value === "string" && isStorableTime(Date.parse(value))) return [value, id];
    if (type === "int" && Number.isInteger(value) && Math.abs(value as number) < 2 ** 31) return [value as number, id];
    if (type === "float" && typeof value === "number" && Number.isFinite(value)) return [value, id];
    return null;
  } catch {
    return null;
  }
}

const typed = (value: CursorValue, type: SortColumn["type"]) =>
  type === "timestamp"
    ? Prisma.sql`${value}::timestamp`
    : type === "int"
      ? Prisma.sql`${value}::int`
      : type === "float"
        ? Prisma.sql`${value}::float8`
        : Prisma.sql`${value}::text`;

/**
 * The WHERE condition and ORDER BY of one page of a keyset listing. A page read backwards (`before`) is
 * ordered the other way and must be reversed by the caller (`reversed`). An unreadable cursor reads the first
 * page. Keyset paging costs the same on page 1 and page 5,000, unlike OFFSET.
 */
export function keysetPage(column: SortColumn, direction: Direction, anchor: PageAnchor) {
  const key = Prisma.sql`(${column.expression}, ${column.id})`;
  const backwards = anchor.before !== undefined;
  const cursor = anchor.before ?? anchor.after;
  const decoded = cursor ? decodeCursor(cursor, column.type) : null;
  const ascending = (direction === "asc") !== backwards;
  const order = ascending ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const orderBy = Prisma.sql`${column.expression} ${order}, ${column.id} ${order}`;
  if (!decoded) return { where: Prisma.sql`TRUE`, orderBy, reversed: false, anchored: false };
  const bound = Prisma.sql`(${typed(decoded[0], column.type)}, ${decoded[1]}::text)`;
  const where = ascending ? Prisma.sql`${key} > ${bound}` : Prisma.sql`${key} < ${bound}`;
  return { where, orderBy, reversed: backwards, anchored: true };
}

/** The rows that come before the given row in the listing's order: its position, for "rows 401–600 of …". */
export function rowsBefore(column: SortColumn, direction: Direction, value: CursorValue | Date, id: string) {
  const bound = Prisma.sql`(${typed(value instanceof Date ? value.toISOString() : value, column.type)}, ${id}::text)`;
  const key = Prisma.sql`(${column.expression}, ${column.id})`;
  return direction === "asc" ? Prisma.sql`${key} < ${bound}` : Prisma.sql`${key} > ${bound}`;
}

export interface KeysetResult<Row> {
  rows: Row[];
  /** Rows matching the filters in all, or, when `totalIsFloor`, how many were counted of more. */
  total: number;
  /** More rows match than `total`: a search that matches very many is counted only so far (`countAtMost`). */
  totalIsFloor: boolean;
  /** How many matching rows come before this page (0 on the first). */
  start: number;
  /** Cursors for the neighbouring pages; null at either end. */
  previous: string | null;
  next: string | null;
}

export interface KeysetQuery<Row> {
  /** Columns to read, and FROM with its joins. */
  select: Prisma.Sql;
  from: Prisma.Sql;
  /** FROM for counting, when the filters need fewer joins than the rows (default `from`). */
  countFrom?: Prisma.Sql;
  /**
   * A statement reading the total (`total`) where one is kept as rows are written (an unfiltered list): counting a
   * million rows on every view takes longer than the page.
   */
  keptTotal?: Prisma.Sql;
  /**
   * Count no further than this: past it the total is a floor. Counting every match of a search that matches most
   * of a million rows reads them all (over 200 ms), while its page is found at once.
   */
  countAtMost?: number;
  /** The list's filters (TRUE for none). */
  filters: Prisma.Sql;
  column: SortColumn;
  direction: Direction;
  anchor: PageAnchor;
  size: number;
  /** The sort value and id of a row, for its cursor. */
  cursorOf: (row: Row) => [CursorValue | Date, string];
}

/**
 * One page of a listing from our own database: the page's rows (at most `size`), how many rows match in all
 * and where the page stands among them. Three indexed statements, whatever the page.
 */
export async function readKeysetPage<Row>(
  db: { $queryRaw<T>(query: Prisma.Sql): Promise<T> },
  query: KeysetQuery<Row>,
): Promise<KeysetResult<Row>> {
  const { select, from, filters, column, direction, anchor, size, cursorOf } = query;
  const countFrom = query.countFrom ?? from;
  const page = keysetPage(column, direction, anchor);
  const { countAtMost } = query;
  const counting =
    countAtMost === undefined
      ? Prisma.sql`SELECT count(*)::int AS total FROM ${countFrom} WHERE ${filters}`
      : Prisma.sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM ${countFrom} WHERE ${filters} LIMIT ${countAtMost + 1}) m`;
  const [fetched, [{ total: counted }]] = await Promise.all([
    db.$queryRaw<Row[]>(
      Prisma.sql`SELECT ${select} FROM ${from} WHERE ${filters} AND ${page.where} ORDER BY ${page.orderBy} LIMIT ${size + 1}`,
    ),
    db.$queryRaw<[{ total: number }]>(query.keptTotal ?? counting),
  ]);
  const rows = fetched.slice(0, size);
  if (page.reversed) rows.reverse();
  const first = rows[0];
  let start = 0;
  if (first && page.anchored) {
    const [value, id] = cursorOf(first);
    [{ start }] = await db.$queryRaw<[{ start: number }]>(
      Prisma.sql`SELECT count(*)::int AS start FROM ${from} WHERE ${filters} AND ${rowsBefore(column, direction, value, id)}`,
    );
  }
  if (countAtMost === undefined || counted <= countAtMost)
    return keysetResult(rows, { total: counted, start, more: start + rows.length < counted }, cursorOf);
  // Past the count, whether rows follow is read off the page: a row beyond it, or the anchor after a page read back.
  const more = page.reversed || fetched.length > size;
  return keysetResult(rows, { total: countAtMost, totalIsFloor: true, start, more }, cursorOf);
}

/**
 * A page's result from its rows, the total, where it starts and whether rows follow it: the cursors either side,
 * null at either end.
 */
export function keysetResult<Row>(
  rows: Row[],
  { total, totalIsFloor = false, start, more }: { total: number; totalIsFloor?: boolean; start: number; more: boolean },
  cursorOf: KeysetQuery<Row>["cursorOf"],
): KeysetResult<Row> {
  const first = rows[0];
  const last = rows.at(-1);
  return {
    rows,
    total,
    totalIsFloor,
    start,
    previous: first && start > 0 ? encodeCursor(...cursorOf(first)) : null,
    next: last && more ? encodeCursor(...cursorOf(last)) : null,
  };
}
