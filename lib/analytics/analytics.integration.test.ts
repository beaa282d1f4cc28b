import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inject } from "../../testing/inject";
import { db } from "@/lib/db/client";
import { parseCsv } from "@/lib/bulk/csv";
import { signIn } from "@/testing/http-session";
import { leakRule } from "./leaks";
import { loadAnalytics } from "./load-analytics";
import { addDays, isoDay, utcDay, weekStart } from "./period";

/** The analytics figures against SQL over the read model itself, on screens seeded under problems of their own. */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));

const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 3 });
const q = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  (await sql.query<T>(text, values)).rows;
const tag = `an${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const problem = `prob_${tag}_main`;
const leaky = `prob_${tag}_leak`;
const spread = `prob_${tag}_spread`;
const HOUR = 3_600_000;
const now = new Date();
let seed = 42;
/** A fixed sequence, so a failure can be replayed. */
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

let reviewers: string[] = [];

interface Seeded {
  id: string;
  candidate: string;
  problem: string;
  source: string | null;
  issued: Date;
  status: string;
  completed?: Date;
  takes?: number;
  score?: number | null;
  flags?: string[];
}

async function insertScreens(screens: Seeded[]) {
  for (const s of screens) {
    await q(
      `INSERT INTO mirror_candidate (id, name, email, "integrationSource", "createdAt", "nameKey", "emailKey", "searchText", raw, "updatedAt")
       VALUES ($1, $2, $3, $4, $5, lower($2), $3, lower($2), '{}', now())`,
      [s.candidate, `Person ${s.id}`, `${s.id}@example.com`, s.source, s.issued],
    );
    if (s.completed) {
      const flags = (s.flags ?? []).map((title, i) => ({ id: `f${i}`, title, description: "", level: "warning" }));
      await q(
        `INSERT INTO result_snapshot ("interviewId", "candidateId", "problemId", score, risk, "flagCount", "criticalCount", "completedAt", "completionTimeSeconds", results)
         VALUES ($1, $2, $3, $4, 'low', $5, 0, $6, $7, $8)`,
        [
          s.id,
          s.candidate,
          s.problem,
          s.score ?? null,
          flags.length,
          s.completed,
          s.takes,
          { integrity_report: { flags } },
        ],
      );
    }
    await q(
      `INSERT INTO mirror_screen (id, "candidateId", "problemId", "problemType", status, "createdAt", raw, "statusAt", score, risk, "flagCount", "criticalCount", "completedAt", "completionTimeSeconds", "updatedAt")
       VALUES ($1, $2, $3, 'technical-assessment', $4, $5, '{}', $5, $6, $7, $8, $9, $10, $11, now())`,
      [
        s.id,
        s.candidate,
        s.problem,
        s.status,
        s.issued,
        s.score ?? null,
        s.completed ? "low" : null,
        s.completed ? (s.flags?.length ?? 0) : null,
        s.completed ? 0 : null,
        s.completed ?? null,
        s.takes ?? null,
      ],
    );
  }
}

/** The main problem: 60 screens issued over the last 20 days, in every state, some decided and reviewed. */
async function seedMain() {
  const screens: Seeded[] = [];
  for (let i = 0; i < 60; i++) {
    const issued = new Date(now.getTime() - (1 + random() * 19) * 24 * HOUR);
    const roll = random();
    const status = roll < 0.15 ? "Not Started" : roll < 0.25 ? "In Progress" : roll < 0.35 ? "Expired" : "Completed";
    const s: Seeded = {
      id: `int_${tag}_m${i}`,
      candidate: `cand_${tag}_m${i}`,
      problem,
      source: i % 3 ? "greenhouse" : null,
      issued,
      status,
    };
    if (status === "Completed") {
      const takes = Math.round(600 + random() * 5400);
      s.completed = new Date(Math.min(issued.getTime() + random() * 48 * HOUR + takes * 1000, now.getTime() - HOUR));
      s.takes = takes;
      s.score = i % 11 === 0 ? null : Math.round(random() * 1000) / 10;
      s.flags = random() < 0.5 ? ["Tab switching"] : [];
    }
    screens.push(s);
  }
  await insertScreens(screens);
  // Who issued half of them, through the audit log as the issue action writes it.
  for (const s of screens.filter((_, i) => i % 2 === 0))
    await q(
      `INSERT INTO audit_event (id, "actorId", "actorEmail", action, "targetType", "targetId", after) VALUES (gen_random_uuid(), $1, 'x', 'screen.issue', 'candidate', $2, $3)`,
      [reviewers[0], s.candidate, { identifier: s.id, outcome: "issued" }],
    );
  const completed = screens.filter((s) => s.completed);
  for (const [i, s] of completed.entries()) {
    if (i % 3 === 2) continue;
    const reviewer = reviewers[i % reviewers.length]!;
    const at = new Date(Math.min(s.completed!.getTime() + (1 + i) * HOUR, now.getTime()));
    if (s.flags?.length)
      await q(
        `INSERT INTO flag_review ("interviewId", "flagId", "reviewerId", verdict, note, "createdAt", "updatedAt") VALUES ($1, 'f0', $2, 'dismissed', '', $3, $3)`,
        [s.id, reviewer, at],
      );
    if (i % 3 === 0) {
      const decision = ["advance", "reject", "hold"][i % 3 === 0 && (s.score ?? 0) >= 50 ? 0 : i % 2]!;
      await q(
        `INSERT INTO decision (id, "interviewId", "reviewerId", decision, reason, "createdAt", "updatedAt") VALUES (gen_random_uuid(), $1, $2, $3, '', $4, $4)`,
        [s.id, reviewer, decision, at],
      );
    }
  }
  return screens;
}

/** The leaky problem: ten ordinary weeks of completions, then one whose scores and one flag jump. */
async function seedLeak() {
  const thisWeek = weekStart(utcDay(now));
  const screens: Seeded[] = [];
  for (let w = 11; w >= 1; w--) {
    const jump = w === 1;
    for (let i = 0; i < 6; i++) {
      const completed = new Date(addDays(thisWeek, -7 * w + 2).getTime() + (10 + i) * HOUR);
      screens.push({
        id: `int_${tag}_l${w}_${i}`,
        candidate: `cand_${tag}_l${w}_${i}`,
        problem: leaky,
        source: null,
        issued: new Date(completed.getTime() - 20 * HOUR),
        status: "Completed",
        completed,
        takes: 1800,
        score: jump ? 88 + i : 48 + ((i + w) % 5),
        flags: jump ? ["AI tool use"] : [],
      });
    }
  }
  await insertScreens(screens);
  return addDays(thisWeek, -7);
}

/** A problem whose 48 screens were issued over the last 150 days: a long period reads months, weeks and days. */
async function seedSpread() {
  const screens: Seeded[] = Array.from({ length: 48 }, (_, i) => {
    const issued = new Date(now.getTime() - (1 + i * 3.1) * 24 * HOUR);
    const completed = i % 4 === 3 ? undefined : new Date(issued.getTime() + 30 * HOUR);
    return {
      id: `int_${tag}_s${i}`,
      candidate: `cand_${tag}_s${i}`,
      problem: spread,
      source: ["lever", "ashby", null][i % 3]!,
      issued,
      status: completed ? "Completed" : i % 8 === 3 ? "Expired" : "Not Started",
      ...(completed && { completed, takes: 1200 + 60 * i, score: 40 + i }),
    };
  });
  await insertScreens(screens);
}

const params = (problemId: string) => ({
  period: "30d" as const,
  from: null,
  to: null,
  problem: problemId,
  source: null,
  issuer: null,
});
const from = isoDay(addDays(utcDay(now), -29));

/** The funnel straight from the read model and the annotations. */
async function funnelBySql(problemId: string, since = from) {
  const [row] = await q<Record<string, number>>(
    `SELECT COUNT(*)::int AS issued,
            COUNT(*) FILTER (WHERE s.status IN ('In Progress', 'Completed') OR s."completedAt" IS NOT NULL)::int AS started,
            COUNT(*) FILTER (WHERE s.status = 'Completed' OR s."completedAt" IS NOT NULL)::int AS completed,
            COUNT(*) FILTER (WHERE s."completedAt" IS NOT NULL AND (SELECT COUNT(*) FROM flag_review f WHERE f."interviewId" = s.id) >= COALESCE(s."flagCount", 0))::int AS reviewed,
            COUNT(*) FILTER (WHERE EXISTS (SELECT 1 FROM decision d WHERE d."interviewId" = s.id))::int AS decided,
            COUNT(*) FILTER (WHERE (SELECT d.decision FROM decision d WHERE d."interviewId" = s.id ORDER BY d."updatedAt" DESC LIMIT 1) = 'advance')::int AS advanced,
            COUNT(*) FILTER (WHERE s.status = 'Expired')::int AS expired
     FROM mirror_screen s WHERE s."problemId" = $1 AND s."createdAt" >= $2::date`,
    [problemId, since],
  );
  return row!;
}

/** Nearest-rank quantiles of the raw values, as percentile_disc computes them. */
async function quantilesBySql(problemId: string, expression: string) {
  const [row] = await q<{ median: number | null; p90: number | null; n: number }>(
    `SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY v) AS median, percentile_disc(0.9) WITHIN GROUP (ORDER BY v) AS p90, COUNT(v)::int AS n
     FROM (SELECT ${expression} AS v FROM mirror_screen s WHERE s."problemId" = $1 AND s."createdAt" >= $2::date) x`,
    [problemId, from],
  );
  return row!;
}

const within = (actual: number | null, expected: number | null, relative: number) => {
  if (expected === null) return expect(actual).toBeNull();
  expect(actual).not.toBeNull();
  expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(Math.max(relative * Math.abs(expected), 0.5));
};

async function expectFiguresMatchSql() {
  const analytics = await loadAnalytics(params(problem), now);
  const f = analytics.cohort.funnel;
  const bySql = await funnelBySql(problem);
  expect({ ...f.stages, advanced: f.outcomes.advance, expired: f.expired }).toEqual(bySql);
  const time = (metric: string) => analytics.cohort.times.find((t) => t.metric === metric)!;
  const [take, waitStart, waitDecision] = [time("take"), time("wait_start"), time("wait_decision")];
  const takeSql = await quantilesBySql(problem, `s."completionTimeSeconds"`);
  expect(take!.count).toBe(takeSql.n);
  within(take!.median, takeSql.median, 0.049);
  within(take!.p90, takeSql.p90, 0.049);
  const startSql = await quantilesBySql(
    problem,
    // Started: completion minus time taken, or (still in progress) when the mirror saw it start.
    `floor(EXTRACT(EPOCH FROM COALESCE(s."completedAt" - make_interval(secs => s."completionTimeSeconds"), CASE WHEN s.status = 'In Progress' THEN s."statusAt" END) - s."createdAt"))`,
  );
  within(waitStart!.median, startSql.median, 0.049);
  const decisionSql = await quantilesBySql(
    problem,
    `floor(EXTRACT(EPOCH FROM (SELECT MIN(d."createdAt") FROM decision d WHERE d."interviewId" = s.id) - s."completedAt"))`,
  );
  expect(waitDecision!.count).toBe(decisionSql.n);
  within(waitDecision!.median, decisionSql.median, 0.049);
  const scoreSql = await quantilesBySql(problem, `s.score`);
  expect(analytics.cohort.score.graded).toBe(scoreSql.n);
  within(analytics.cohort.score.median, scoreSql.median, 0);
  const [row] = analytics.tables.problems.rows;
  expect(row![2]).toBe(Math.round((1000 * bySql.completed!) / bySql.issued!) / 10);
  expect(row![7]).toBe(bySql.decided ? Math.round((1000 * bySql.advanced!) / bySql.decided) / 10 : null);
  return analytics;
}

beforeAll(async () => {
  reviewers = (await q<{ id: string }>(`SELECT id FROM "User" ORDER BY email LIMIT 2`)).map((r) => r.id);
  expect(reviewers).toHaveLength(2);
  await seedMain();
});

afterAll(async () => {
  const mine = `%\\_${tag}\\_%`;
  await q(`DELETE FROM decision WHERE "interviewId" LIKE $1`, [mine]);
  await q(`DELETE FROM flag_review WHERE "interviewId" LIKE $1`, [mine]);
  await q(`DELETE FROM result_snapshot WHERE "interviewId" LIKE $1`, [mine]);
  await q(`DELETE FROM mirror_screen WHERE id LIKE $1`, [mine]);
  await q(`DELETE FROM mirror_candidate WHERE id LIKE $1`, [mine]);
  await q(`DELETE FROM screen_issuer WHERE "screenId" LIKE $1`, [mine]);
  await Promise.all([sql.end(), db.$disconnect()]);
});

describe("analytics figures", () => {
  it("match SQL over the read model: funnel counts, rates, and medians within the bucket precision", async () => {
    await expectFiguresMatchSql();
  });

  it("take each problem's score quantiles over its own results when the view holds every problem", async () => {
    const analytics = await loadAnalytics({ ...params(problem), problem: null }, now);
    const own = analytics.cohort.problems.find((p) => p.problemId === problem);
    const scoreSql = await quantilesBySql(problem, `s.score`);
    expect(own?.score.graded).toBe(scoreSql.n);
    within(own!.score.median, scoreSql.median, 0);
    expect(analytics.cohort.score.graded).toBeGreaterThanOrEqual(scoreSql.n);
  });

  it("follow the rows as they change: a decision changed, a verdict withdrawn, a screen expired, one gone", async () => {
    const [decided] = await q<{ interviewId: string }>(
      `SELECT "interviewId" FROM decision WHERE "interviewId" LIKE $1 LIMIT 1`,
      [`%\\_${tag}\\_m%`],
    );
    await q(`UPDATE decision SET decision = 'reject', "updatedAt" = now() WHERE "interviewId" = $1`, [
      decided!.interviewId,
    ]);
    await q(
      `DELETE FROM flag_review WHERE "interviewId" IN (SELECT "interviewId" FROM flag_review WHERE "interviewId" LIKE $1 LIMIT 1)`,
      [`%\\_${tag}\\_m%`],
    );
    await q(
      `UPDATE mirror_screen SET status = 'Expired', "statusAt" = now() WHERE id IN (SELECT id FROM mirror_screen WHERE "problemId" = $1 AND status = 'Not Started' LIMIT 1)`,
      [problem],
    );
    await q(
      `UPDATE mirror_screen SET "goneAt" = now() WHERE id IN (SELECT id FROM mirror_screen WHERE "problemId" = $1 AND status = 'In Progress' LIMIT 1)`,
      [problem],
    );
    await q(`DELETE FROM mirror_screen WHERE "goneAt" IS NOT NULL AND "problemId" = $1`, [problem]);
    await expectFiguresMatchSql();
  });

  it("filter by ATS source and by who issued, as SQL does", async () => {
    const bySource = await loadAnalytics({ ...params(problem), source: "greenhouse" }, now);
    const [source] = await q<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM mirror_screen s JOIN mirror_candidate c ON c.id = s."candidateId" WHERE s."problemId" = $1 AND c."integrationSource" = 'greenhouse' AND s."createdAt" >= $2::date`,
      [problem, from],
    );
    expect(bySource.cohort.funnel.stages.issued).toBe(source!.n);
    const byIssuer = await loadAnalytics({ ...params(problem), issuer: reviewers[0]! }, now);
    const [issued] = await q<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM mirror_screen s JOIN audit_event e ON e.action = 'screen.issue' AND e."after"->>'identifier' = s.id
       WHERE s."problemId" = $1 AND e."actorId" = $2 AND s."createdAt" >= $3::date`,
      [problem, reviewers[0], from],
    );
    expect(byIssuer.cohort.funnel.stages.issued).toBe(issued!.n);
    expect(issued!.n).toBeGreaterThan(0);
  });

  it("read a long period from whole months, weeks and edge days, as SQL counts it", async () => {
    await seedSpread();
    const since = addDays(utcDay(now), -139);
    const long = { ...params(spread), period: "custom" as const, from: since, to: now };
    const analytics = await loadAnalytics(long, now);
    const bySql = await funnelBySql(spread, isoDay(since));
    expect(bySql.issued).toBeGreaterThan(40);
    const f = analytics.cohort.funnel;
    expect({ ...f.stages, advanced: f.outcomes.advance, expired: f.expired }).toEqual(bySql);
    expect(analytics.cohort.score.graded).toBe(bySql.completed);
    const lever = await loadAnalytics({ ...long, source: "lever" }, now);
    const [n] = await q<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM mirror_screen s JOIN mirror_candidate c ON c.id = s."candidateId" WHERE s."problemId" = $1 AND c."integrationSource" = 'lever' AND s."createdAt" >= $2::date`,
      [spread, isoDay(since)],
    );
    expect(lever.cohort.funnel.stages.issued).toBe(n!.n);
    const none = await loadAnalytics({ ...long, source: "none", issuer: "none" }, now);
    expect(none.cohort.funnel.stages.issued + lever.cohort.funnel.stages.issued).toBeLessThan(bySql.issued!);
    expect(none.cohort.funnel.stages.issued).toBeGreaterThan(0);
  });

  it("count reviewer workload and open items as SQL does", async () => {
    const analytics = await loadAnalytics(params(problem), now);
    const [decisions] = await q<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM decision d JOIN mirror_screen s ON s.id = d."interviewId" WHERE s."problemId" = $1 AND d."createdAt" >= $2::date`,
      [problem, from],
    );
    expect(analytics.workload.weekly.reduce((sum, w) => sum + w.decisions, 0)).toBe(decisions!.n);
    const [open] = await q<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM mirror_screen s WHERE s."problemId" = $1 AND s."completedAt" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM decision d WHERE d."interviewId" = s.id)`,
      [problem],
    );
    expect(analytics.workload.open.reduce((sum, o) => sum + o.count, 0)).toBe(open!.n);
  });

  it("call out a problem whose scores and one flag's share jump far above its own weeks", async () => {
    const jumpWeek = isoDay(await seedLeak());
    const analytics = await loadAnalytics(params(leaky), now);
    const leaks = analytics.trends.leaks.filter((l) => l.problemId === leaky);
    expect(leaks.map((l) => [l.week, l.what])).toEqual(
      expect.arrayContaining([
        [jumpWeek, "score"],
        [jumpWeek, "AI tool use"],
      ]),
    );
    expect(leaks.every((l) => l.week === jumpWeek && l.z >= leakRule.THRESHOLD)).toBe(true);
    // Each week's median score (taken in SQL from the score points) is the median of that week's scores.
    const medians = await q<{ week: string; median: number }>(
      `SELECT to_char(date_trunc('week', "completedAt"), 'YYYY-MM-DD') AS week,
              percentile_disc(0.5) WITHIN GROUP (ORDER BY score) AS median
       FROM mirror_screen WHERE "problemId" = $1 AND "completedAt" IS NOT NULL GROUP BY 1`,
      [leaky],
    );
    expect(medians).toHaveLength(11);
    const shown = new Map(analytics.trends.weeks.map((w) => [w.week, w.medianScore]));
    for (const { week, median } of medians) expect(shown.get(week)).toBe(median + 0.5);
    // The ordinary problem, whose weeks are thin and scattered, raises nothing.
    const ordinary = await loadAnalytics(params(problem), now);
    expect(ordinary.trends.leaks).toEqual([]);
  });

  it("export a table as CSV to a signed-in user only", async () => {
    const baseUrl = inject("baseUrl");
    const path = `/analytics/export?table=funnel&problem=${encodeURIComponent(problem)}`;
    expect((await fetch(`${baseUrl}${path}`, { redirect: "manual" })).status).toBe(401);
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { cookie: await signIn(baseUrl, "recruiter@sandbox.test") },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual(["Stage", "Screens", "Of issued (%)", "Of the step before (%)"]);
    const bySql = await funnelBySql(problem);
    expect(rows.find((r) => r[0] === "Issued")?.[1]).toBe(String(bySql.issued));
    expect(rows.find((r) => r[0] === "Completed")?.[1]).toBe(String(bySql.completed));
  });
});
