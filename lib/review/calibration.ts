import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { decisionValues } from "@/lib/annotations/decision-values";
import { cohensKappa, fleissKappaFromGroups } from "./kappa";

export interface PairAgreement {
  a: string;
  b: string;
  results: number;
  agreed: number;
  kappa: number | null;
}

export interface ReviewerLean {
  reviewerId: string;
  /** Results this reviewer decided alongside at least one other. */
  shared: number;
  /** Mean of (own − the others' mean), advance = +1, hold = 0, reject = −1: above 0 leans lenient. */
  againstPanel: number | null;
  /** Graded results this reviewer decided. */
  scored: number;
  /** Mean of (own − what the score suggests: ≥ 70 advance, < 50 reject, else hold). */
  againstScore: number | null;
}

const MAX_PAIRS = 200;
const value = Prisma.sql`CASE d.decision WHEN 'advance' THEN 1 WHEN 'reject' THEN -1 ELSE 0 END`;

/** The decisions of the period (last changed in it), by the decision index on updatedAt. */
const inPeriod = (from: string, to: string) =>
  Prisma.sql`SELECT d."interviewId", d."reviewerId", d.decision, ${value} AS v FROM decision d
    WHERE d."updatedAt" >= ${from}::date AND d."updatedAt" < ${to}::date + 1 AND d.decision = ANY(${[...decisionValues]}::text[])`;

/**
 * How much reviewers agree on the decisions of a period: Cohen's kappa per pair (with the results both decided),
 * Fleiss' kappa over every result two or more decided, and each reviewer's lean. All aggregated in SQL.
 */
export async function readCalibration(from: string, to: string) {
  const d = inPeriod(from, to);
  const [cells, groups, panel, score] = await Promise.all([
    db.$queryRaw<{ a: string; b: string; da: string; db: string; n: number }[]>`
      WITH d AS (${d})
      SELECT x."reviewerId" AS a, y."reviewerId" AS b, x.decision AS da, y.decision AS db, COUNT(*)::int AS n
      FROM d x JOIN d y ON y."interviewId" = x."interviewId" AND x."reviewerId" < y."reviewerId"
      GROUP BY 1, 2, 3, 4`,
    db.$queryRaw<{ raters: number; items: number; ss: number; advance: number; hold: number; reject: number }[]>`
      WITH d AS (${d}), i AS (
        SELECT COUNT(*)::int AS n, COUNT(*) FILTER (WHERE decision = 'advance')::int AS advance,
               COUNT(*) FILTER (WHERE decision = 'hold')::int AS hold, COUNT(*) FILTER (WHERE decision = 'reject')::int AS reject
        FROM d GROUP BY "interviewId" HAVING COUNT(*) >= 2)
      SELECT n AS raters, COUNT(*)::int AS items, SUM(advance * advance + hold * hold + reject * reject)::int AS ss,
             SUM(advance)::int AS advance, SUM(hold)::int AS hold, SUM(reject)::int AS reject
      FROM i GROUP BY n`,
    db.$queryRaw<{ reviewerId: string; shared: number; lean: number | null }[]>`
      WITH d AS (${d}), i AS (SELECT "interviewId", SUM(v)::float AS s, COUNT(*)::int AS n FROM d GROUP BY 1 HAVING COUNT(*) >= 2)
      SELECT d."reviewerId", COUNT(*)::int AS shared, AVG(d.v - (i.s - d.v) / (i.n - 1))::float AS lean
      FROM d JOIN i ON i."interviewId" = d."interviewId" GROUP BY 1`,
    db.$queryRaw<{ reviewerId: string; scored: number; lean: number | null }[]>`
      WITH d AS (${d})
      SELECT d."reviewerId", COUNT(*)::int AS scored,
             AVG(d.v - CASE WHEN s.score >= 70 THEN 1 WHEN s.score < 50 THEN -1 ELSE 0 END)::float AS lean
      FROM d JOIN result_snapshot s ON s."interviewId" = d."interviewId" WHERE s.score IS NOT NULL GROUP BY 1`,
  ]);

  const pairs = new Map<string, { a: string; b: string; table: number[][] }>();
  const index = (decision: string) => decisionValues.indexOf(decision as (typeof decisionValues)[number]);
  for (const c of cells) {
    const key = `${c.a} ${c.b}`;
    const pair = pairs.get(key) ?? { a: c.a, b: c.b, table: decisionValues.map(() => decisionValues.map(() => 0)) };
    pair.table[index(c.da)]![index(c.db)]! += c.n;
    pairs.set(key, pair);
  }
  const agreement: PairAgreement[] = [...pairs.values()]
    .map(({ a, b, table }) => ({
      a,
      b,
      results: table.flat().reduce((x, y) => x + y, 0),
      agreed: table.reduce((sum, row, i) => sum + row[i]!, 0),
      kappa: cohensKappa(table),
    }))
    .sort((x, y) => y.results - x.results)
    .slice(0, MAX_PAIRS);

  const overall = {
    results: groups.reduce((sum, g) => sum + g.items, 0),
    kappa: fleissKappaFromGroups(
      groups.map((g) => ({
        raters: g.raters,
        items: g.items,
        sumOfSquares: g.ss,
        perCategory: [g.advance, g.hold, g.reject],
      })),
    ),
  };

  const leans = new Map<string, ReviewerLean>();
  const lean = (id: string) =>
    leans.get(id) ?? { reviewerId: id, shared: 0, againstPanel: null, scored: 0, againstScore: null };
  for (const p of panel) leans.set(p.reviewerId, { ...lean(p.reviewerId), shared: p.shared, againstPanel: p.lean });
  for (const s of score) leans.set(s.reviewerId, { ...lean(s.reviewerId), scored: s.scored, againstScore: s.lean });

  const ids = [...new Set([...agreement.flatMap((p) => [p.a, p.b]), ...leans.keys()])];
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, email: true } });
  const names = Object.fromEntries(users.map((u) => [u.id, u.name ?? u.email]));
  return { pairs: agreement, overall, leans: [...leans.values()].sort((x, y) => y.shared - x.shared), names };
}
