import "server-only";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { identityView, pseudonym, redactCandidate } from "@/lib/review/blind";
import { waitingConditions } from "./count-waiting";
import type { InboxCursor } from "./inbox-cursor";

/** Rows of "Waiting for you" a page shows. */
export const INBOX_PAGE_SIZE = 25;

interface Row {
  type: "second-opinion" | "calibration";
  id: string;
  at: Date;
  interviewId: string | null;
  flagId: string | null;
  level: string | null;
  note: string | null;
  requestedById: string | null;
  candidateId: string | null;
  problemId: string | null;
  flagTitle: string | null;
  name: string | null;
  dueAt: Date | null;
  items: number;
  decided: number;
}

export type InboxItem =
  | {
      type: "second-opinion";
      id: string;
      at: Date;
      href: string;
      flagTitle: string;
      level: string;
      problem: string;
      /** The candidate's name, or their pseudonym for a blind reader; null when the result is not stored. */
      candidate: string | null;
      askedBy: string;
      note: string;
    }
  | {
      type: "calibration";
      id: string;
      at: Date;
      href: string;
      name: string;
      problem: string;
      dueAt: Date | null;
      items: number;
      decided: number;
    };

/** One page of the reader's open requests and rounds, newest first: each branch reads at most a page and one more. */
async function readPage(userId: string, before: InboxCursor | undefined, size: number) {
  const where = await waitingConditions(userId);
  const after = (at: Prisma.Sql, id: Prisma.Sql) =>
    before ? Prisma.sql`AND (${at}, ${id}) < (${before.at}, ${before.id})` : Prisma.empty;
  return db.$queryRaw<Row[]>`
    SELECT * FROM (
      (SELECT 'second-opinion' AS type, r.id, r."createdAt" AS at, r."interviewId", r."flagId", f.level, r.note,
              r."requestedById", s."candidateId", COALESCE(s."problemId", rf."problemId") AS "problemId",
              rf.title AS "flagTitle", NULL::text AS name, NULL::date AS "dueAt", 0 AS items, 0 AS decided
       FROM review_request r
       JOIN flag_review f ON f."interviewId" = r."interviewId" AND f."flagId" = r."flagId"
       LEFT JOIN result_snapshot s ON s."interviewId" = r."interviewId"
       LEFT JOIN result_flag rf ON rf."interviewId" = r."interviewId" AND rf."flagId" = r."flagId"
       WHERE ${where.request} ${after(Prisma.sql`r."createdAt"`, Prisma.sql`r.id`)}
       ORDER BY r."createdAt" DESC, r.id DESC LIMIT ${size + 1})
      UNION ALL
      (SELECT 'calibration', s.id, m."addedAt", NULL, NULL, NULL, NULL, NULL, NULL, s."problemId", NULL, s.name,
              s."dueAt",
              (SELECT count(*)::int FROM calibration_item i WHERE i."setId" = s.id),
              (SELECT count(*)::int FROM calibration_answer a WHERE a."setId" = s.id AND a."reviewerId" = ${userId})
       FROM calibration_member m JOIN calibration_set s ON s.id = m."setId"
       WHERE ${where.round} ${after(Prisma.sql`m."addedAt"`, Prisma.sql`s.id`)}
       ORDER BY m."addedAt" DESC, s.id DESC LIMIT ${size + 1})
    ) waiting
    ORDER BY at DESC, id DESC LIMIT ${size + 1}`;
}

/**
 * "Waiting for you": second opinions asked of the reader and calibration rounds they have results left to decide
 * in, newest first, a page at a time. Candidates are named as the reader may see them (blind review: a pseudonym).
 */
export async function listWaitingForYou(
  reader: { id: string; role: Role },
  before?: InboxCursor,
  size = INBOX_PAGE_SIZE,
): Promise<{ rows: InboxItem[]; more: boolean }> {
  const page = await readPage(reader.id, before, size);
  const rows = page.slice(0, size);
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];
  const candidateIds = distinct(rows.map((r) => r.candidateId));
  const [people, problems, candidates, view] = await Promise.all([
    db.user.findMany({
      where: { id: { in: distinct(rows.map((r) => r.requestedById)) } },
      select: { id: true, name: true, email: true },
    }),
    db.problemRegistryEntry.findMany({
      where: { problemId: { in: distinct(rows.map((r) => r.problemId)) } },
      select: { problemId: true, name: true },
    }),
    db.mirrorCandidate.findMany({ where: { id: { in: candidateIds } }, select: { id: true, name: true } }),
    identityView(reader, candidateIds),
  ]);
  const person = new Map(people.map((p) => [p.id, p.name ?? p.email]));
  const problem = (id: string | null) => problems.find((p) => p.problemId === id)?.name ?? id ?? "Unknown problem";
  const candidate = new Map(candidates.map((c) => [c.id, redactCandidate(c.id, c, view).name]));
  return {
    more: page.length > size,
    rows: rows.map((row): InboxItem => {
      if (row.type === "calibration")
        return {
          type: "calibration",
          id: row.id,
          at: row.at,
          href: `/integrity/calibration/${row.id}`,
          name: row.name ?? "",
          problem: problem(row.problemId),
          dueAt: row.dueAt,
          items: row.items,
          decided: row.decided,
        };
      const candidateId = row.candidateId;
      return {
        type: "second-opinion",
        id: row.id,
        at: row.at,
        href: `/results/${encodeURIComponent(row.interviewId!)}#flag-${encodeURIComponent(row.flagId!)}`,
        flagTitle: row.flagTitle ?? row.flagId!,
        level: row.level ?? "",
        problem: problem(row.problemId),
        // A candidate not in the copy (yet) is still never named to a blind reader: only the pseudonym, if anything.
        candidate: candidateId
          ? (candidate.get(candidateId) ?? (view.hides(candidateId) ? pseudonym(candidateId) : null))
          : null,
        askedBy: person.get(row.requestedById!) ?? "A former teammate",
        note: row.note ?? "",
      };
    }),
  };
}
