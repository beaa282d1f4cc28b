import "server-only";
import type { Role } from "@/lib/auth/roles";
import { identityView, redactCandidate } from "@/lib/review/blind";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { TimeMetric } from "./figures";
import { filtersOf, type AnalyticsFilters } from "./filters";
import { addDays, isoDay, resolvePeriod, type Period } from "./period";
import type { AnalyticsParams } from "./search-params";

/** How many of the slowest screens the list shows. */
export const SLOWEST_LIMIT = 25;

const columns: Record<TimeMetric, Prisma.Sql> = {
  wait_start: Prisma.sql`a."waitStartSeconds"`,
  take: Prisma.sql`a."takeSeconds"`,
  wait_review: Prisma.sql`a."waitReviewSeconds"`,
  wait_decision: Prisma.sql`a."waitDecisionSeconds"`,
};

interface SlowRow {
  screenId: string;
  candidateId: string;
  candidateName: string | null;
  problemId: string;
  issuedAt: Date;
  completedAt: Date | null;
  seconds: number;
}

/**
 * The period's slowest screens on one interval: the interval's own index read from the longest down until
 * SLOWEST_LIMIT rows match the period and filters, with the candidate's name from the mirror.
 */
function listSlowest(metric: TimeMetric, period: Period, filters: AnalyticsFilters) {
  const column = columns[metric];
  const where = [
    Prisma.sql`${column} IS NOT NULL`,
    Prisma.sql`a."issuedAt" >= ${isoDay(period.from)}::date AND a."issuedAt" < ${isoDay(addDays(period.to, 1))}::date`,
  ];
  if (filters.problemId !== undefined) where.push(Prisma.sql`a."problemId" = ${filters.problemId}`);
  if (filters.source !== undefined) where.push(Prisma.sql`a.source = ${filters.source}`);
  if (filters.issuerId !== undefined) where.push(Prisma.sql`a."issuerId" = ${filters.issuerId}`);
  return db.$queryRaw<SlowRow[]>`
    SELECT a."screenId", a."candidateId", c.name AS "candidateName", a."problemId", a."issuedAt", a."completedAt", ${column} AS seconds
    FROM analytics_screen a LEFT JOIN mirror_candidate c ON c.id = a."candidateId"
    WHERE ${Prisma.join(where, " AND ")}
    ORDER BY ${column} DESC, a."screenId" LIMIT ${SLOWEST_LIMIT}`;
}

/**
 * The slowest list's page: its period, its rows, and the problems' names. Candidates the reader may not know (blind
 * review) appear under their pseudonym.
 */
export async function loadSlowest(
  params: AnalyticsParams & { metric: TimeMetric },
  reader: { id: string; role: Role },
  now = new Date(),
) {
  const period = resolvePeriod(params, now);
  const rows = await listSlowest(params.metric, period, filtersOf(params));
  const problems = await db.problemRegistryEntry.findMany({
    where: { problemId: { in: [...new Set(rows.map((r) => r.problemId))] } },
    select: { problemId: true, name: true },
  });
  const names = new Map(problems.map((p) => [p.problemId, p.name || p.problemId]));
  const view = await identityView(
    reader,
    rows.map((r) => r.candidateId),
  );
  return {
    period,
    rows: rows.map((r) =>
      redactCandidate(r.candidateId, { ...r, problemName: names.get(r.problemId) ?? r.problemId }, view),
    ),
  };
}
