import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inject } from "../../testing/inject";
import { cohortQuerySchema } from "./cohort-query";
import { countAtOrAbove, decideMany } from "./decide-many";
import { exportCohort } from "./export-cohort";
import { listCohort } from "./read-cohort";
import { readDistribution } from "./read-distribution";

/**
 * A cohort counts people: a candidate who retook the problem is one row, shown by their latest or their best
 * screen, and the counts, statistics, decisions and export follow the same choice. The choice is kept on the
 * screens by triggers, so these tests write screens as the sync does (plain inserts and updates) and read back.
 */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));
vi.mock("@/lib/env", () => ({ env: { DATABASE_URL: inject("databaseUrl") } }));

const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 3 });
const tag = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const problemId = `prob_people_${tag}`;
const admin = { id: `user_people_${tag}`, role: "admin" as const };
const id = (name: string) => `int_people_${tag}_${name}`;
const person = (name: string) => `cand_people_${tag}_${name}`;

/** A screen of `who`, issued `daysAgo`; completed with `score` unless that is undefined. */
async function screen(name: string, who: string, daysAgo: number, score: number | null | undefined, gone = false) {
  await sql.query(
    `INSERT INTO mirror_screen (id, "candidateId", "problemId", "problemType", status, "createdAt", raw, "statusAt", score, "completedAt", "goneAt", "updatedAt")
     VALUES ($1, $2, $3, 'technical-assessment', $4, now() - make_interval(days => $5), '{}', now(), $6,
             CASE WHEN $4 = 'Completed' THEN now() - make_interval(days => $5) + interval '1 hour' END, $7, now())`,
    [
      id(name),
      person(who),
      problemId,
      score === undefined ? "In Progress" : "Completed",
      daysAgo,
      score ?? null,
      gone ? new Date() : null,
    ],
  );
}

const flags = async () =>
  Object.fromEntries(
    (
      await sql.query<{ id: string; latest: boolean; best: boolean }>(
        `SELECT id, "latestOfPerson" AS latest, "bestOfPerson" AS best FROM mirror_screen WHERE "problemId" = $1`,
        [problemId],
      )
    ).rows.map((r) => [r.id.slice(id("").length), [r.latest, r.best]]),
  );

beforeAll(async () => {
  // Ada: 83.1, then a retake at 48.0. Bo: one screen. Cy: 60, then a retake not finished. Di: 50 and a 90 gone
  // from the service (not counted).
  await screen("ada1", "ada", 10, 83.1);
  await screen("ada2", "ada", 2, 48);
  await screen("bo1", "bo", 5, 70);
  await screen("cy1", "cy", 9, 60);
  await screen("cy2", "cy", 1, undefined);
  await screen("di1", "di", 8, 50);
  await screen("di2", "di", 3, 90, true);
});

afterAll(async () => {
  await sql.query(`DELETE FROM decision WHERE "interviewId" LIKE $1`, [`int_people_${tag}_%`]);
  await sql.query(`DELETE FROM mirror_screen WHERE "problemId" = $1`, [problemId]);
  await sql.query(`DELETE FROM cohort_version WHERE "problemId" = $1`, [problemId]);
  await sql.end();
});

const page = async (pick: "latest" | "best", extra: Record<string, string> = {}) => {
  const { sortedScores, counts } = await readDistribution(problemId, pick);
  return listCohort(
    problemId,
    cohortQuerySchema.parse({ pick, ...extra }),
    { sortedScores, people: counts.people },
    admin,
  );
};

describe("the screen shown of each person", () => {
  it("is kept by the triggers as screens are written, moved and removed", async () => {
    expect(await flags()).toEqual({
      ada1: [false, true],
      ada2: [true, false],
      bo1: [true, true],
      cy1: [false, true],
      cy2: [true, false],
      di1: [true, true],
      di2: [false, false],
    });
    // Cy's retake completes higher: it is now both.
    await sql.query(`UPDATE mirror_screen SET score = 75, status = 'Completed', "completedAt" = now() WHERE id = $1`, [
      id("cy2"),
    ]);
    expect((await flags()).cy2).toEqual([true, true]);
    expect((await flags()).cy1).toEqual([false, false]);
    // An update that moves nothing the choice depends on (a reconciler's pass) leaves it alone.
    await sql.query(`UPDATE mirror_screen SET "seenRun" = 7 WHERE "problemId" = $1`, [problemId]);
    expect((await flags()).cy2).toEqual([true, true]);
    // Back as it was, for the tests below.
    await sql.query(
      `UPDATE mirror_screen SET score = NULL, status = 'In Progress', "completedAt" = NULL WHERE id = $1`,
      [id("cy2")],
    );
    expect((await flags()).cy1).toEqual([false, true]);
    // Two screens of one person in one statement: one of them each way.
    await sql.query(
      `INSERT INTO mirror_screen (id, "candidateId", "problemId", "problemType", status, "createdAt", raw, "statusAt", score, "completedAt", "updatedAt")
       VALUES ($1, $3, $4, 'technical-assessment', 'Completed', now() - interval '2 days', '{}', now(), 90, now(), now()),
              ($2, $3, $4, 'technical-assessment', 'Completed', now() - interval '1 day', '{}', now(), 10, now(), now())`,
      [id("ed1"), id("ed2"), person("ed"), problemId],
    );
    expect([(await flags()).ed1, (await flags()).ed2]).toEqual([
      [false, true],
      [true, false],
    ]);
    await sql.query(`DELETE FROM mirror_screen WHERE "candidateId" = $1`, [person("ed")]);
  });

  it("lists a person who retook it once, by their latest screen or their best, with the retake marked", async () => {
    const latest = await page("latest", { status: "Completed" });
    expect(latest.rows.map((r) => r.id)).toEqual([id("bo1"), id("di1"), id("ada2")]);
    const ada = latest.rows.find((r) => r.candidateId === person("ada"))!;
    expect(ada.score).toBe(48);
    expect(ada.person).toMatchObject({ total: 2, position: 2 });
    expect(ada.person.others).toEqual([expect.objectContaining({ id: id("ada1"), score: 83.1, position: 1 })]);

    const best = await page("best");
    expect(best.total).toBe(4);
    expect(best.rows[0]!.betterThan).toBe(75);
    expect(best.rows.map((r) => r.id)).toEqual([id("ada1"), id("bo1"), id("cy1"), id("di1")]);
    expect(best.rows[0]!.person).toMatchObject({ total: 2, position: 1 });
    // Di's screen gone from the service is neither shown nor counted as a retake.
    expect(best.rows[3]!.person).toMatchObject({ total: 1, position: 1, others: [] });

    const all = await page("latest");
    expect(all.rows.map((r) => r.id).sort()).toEqual([id("ada2"), id("bo1"), id("cy2"), id("di1")].sort());
  });

  it("counts people in the distribution, by the chosen screen of each", async () => {
    const latest = await readDistribution(problemId, "latest");
    expect(latest.sortedScores).toEqual([48, 50, 70]);
    expect(latest.counts).toMatchObject({ people: 4, screens: 6, retaken: 2, completed: 3, pending: 1 });
    const best = await readDistribution(problemId, "best");
    expect(best.sortedScores).toEqual([50, 60, 70, 83.1]);
    expect(best.counts).toMatchObject({ people: 4, screens: 6, retaken: 2, completed: 4, pending: 0 });
    expect(best.summary.median).toBe(65);
  });

  it("counts and decides on the chosen screen of each person above a cut-off", async () => {
    const latestFilters = cohortQuerySchema.parse({ pick: "latest" });
    const bestFilters = cohortQuerySchema.parse({ pick: "best" });
    expect(await countAtOrAbove({ problemId, filters: latestFilters, min: 45 })).toMatchObject({ count: 3 });
    expect(await countAtOrAbove({ problemId, filters: bestFilters, min: 55 })).toMatchObject({ count: 3 });

    const audit = vi.fn(async () => undefined);
    const result = await decideMany(
      {
        problemId,
        selection: { kind: "cutoff", min: 55, filters: bestFilters, exclude: [] },
        decision: "advance",
        reason: "Best attempt counts",
      },
      admin.id,
      audit,
    );
    expect(result.decided).toBe(3);
    const { rows } = await sql.query<{ interviewId: string }>(
      `SELECT "interviewId" FROM decision WHERE "reviewerId" = $1 ORDER BY 1`,
      [admin.id],
    );
    expect(rows.map((r) => r.interviewId)).toEqual([id("ada1"), id("bo1"), id("cy1")].sort());
  });

  it("refuses ticked screens that are no longer their person's shown one", async () => {
    const decide = (ids: string[], pick: "latest" | "best") =>
      decideMany(
        { problemId, selection: { kind: "ids", ids, pick }, decision: "hold", reason: "Ticked" },
        admin.id,
        async () => undefined,
      );
    await expect(decide([id("ada1"), id("bo1")], "latest")).rejects.toThrow(/1 of the selected candidates has had/);
    await expect(decide([id("ada2"), id("bo1")], "latest")).resolves.toEqual({ decided: 2 });
  });
});

describe("the export", () => {
  const csv = async (pick: "latest" | "best") => {
    let text = "";
    const { dimensions, sortedScores } = await readDistribution(problemId, pick);
    for await (const chunk of exportCohort(
      problemId,
      cohortQuerySchema.parse({ pick }),
      dimensions,
      sortedScores,
      admin,
    ))
      text += chunk;
    return text.trim().split("\r\n");
  };

  it("has one row per person, saying which screen it shows of how many", async () => {
    const best = await csv("best");
    expect(best[0]).toContain("Screen shown,Screens taken");
    expect(best).toHaveLength(1 + 4);
    const ada = best.find((line) => line.includes(id("ada1")))!;
    expect(ada).toContain(`"best, 1 of 2",2`);
    expect(best.some((line) => line.includes(id("ada2")))).toBe(false);

    const latest = await csv("latest");
    expect(latest).toHaveLength(1 + 4);
    expect(latest.find((line) => line.includes(id("ada2")))).toContain(`"latest, 2 of 2",2`);
  });
});
