import "server-only";
import { Prisma } from "@/lib/db/generated/client";

type Tx = Prisma.TransactionClient;

/** The column each table names the person its row is about with. */
const KEY = { audit_event: '"targetId"', notification: "subject_id", chat_post: "subject_id" } as const;
type MentionTable = keyof typeof KEY;

const REDACTED = "[erased]";

/** The ids of people on legal hold and of their screens: rows about them are never changed by another's erasure. */
export async function heldTargets(tx: Tx): Promise<string[]> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "candidateId" AS id FROM legal_hold
    UNION SELECT s.id FROM mirror_screen s JOIN legal_hold h ON h."candidateId" = s."candidateId"`;
  return rows.map((r) => r.id);
}

/** A JSON value with every token the patterns match replaced, in keys and strings (and numbers that are a token). */
export function redactJson(value: unknown, patterns: readonly RegExp[]): unknown {
  const text = (s: string) => patterns.reduce((out, re) => out.replace(re, REDACTED), s);
  if (typeof value === "string") return text(value);
  if (typeof value === "number") return text(String(value)) === REDACTED ? REDACTED : value;
  if (Array.isArray(value)) return value.map((v) => redactJson(v, patterns));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [text(k), redactJson(v, patterns)]));
  return value;
}

/**
 * Rows about somebody else (not about a person on legal hold) whose JSON columns name the erased people: only the
 * matching tokens are replaced with "[erased]", the rest of the row stays as it was. Returns how many rows changed.
 */
export async function redactJsonColumns(
  tx: Tx,
  table: MentionTable,
  columns: readonly string[],
  patterns: readonly string[],
  held: readonly string[],
): Promise<number> {
  if (!patterns.length) return 0;
  const cols = columns.map((c) => Prisma.raw(`"${c}"`));
  const matches = Prisma.join(
    cols.map((c) => Prisma.sql`${c}::text ~* ANY(${patterns}::text[])`),
    " OR ",
  );
  const rows = await tx.$queryRaw<Record<string, unknown>[]>`
    SELECT id::text AS id, ${Prisma.join(cols)} FROM ${Prisma.raw(table)}
    WHERE (${matches}) AND NOT (${Prisma.raw(KEY[table])} = ANY(${held}::text[]))`;
  const regexes = patterns.map((p) => new RegExp(p, "giu"));
  for (const row of rows) {
    const set = Prisma.join(
      columns.map((c) => {
        const redacted = row[c] === null ? null : JSON.stringify(redactJson(row[c], regexes));
        return Prisma.sql`${Prisma.raw(`"${c}"`)} = ${redacted}::jsonb`;
      }),
    );
    await tx.$executeRaw`UPDATE ${Prisma.raw(table)} SET ${set} WHERE id::text = ${row.id}`;
  }
  return rows.length;
}
