import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { inject } from "../../testing/inject";
import { readDistribution } from "./read-distribution";

/** The cohort's distribution is kept per version: current after every write, computed once between writes. */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));

const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 3 });
const tag = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const problemId = `prob_distribution_${tag}`;

async function addScreens(scores: number[], from: number) {
  await sql.query(
    `INSERT INTO mirror_screen (id, "candidateId", "problemId", "problemType", status, "createdAt", raw, "statusAt", score, "completedAt", "updatedAt")
     SELECT 'int_distribution_' || $1 || '_' || (n + $3), 'cand_distribution_' || $1 || '_' || (n + $3), $2, 'technical-assessment', 'Completed', now(), '{}', now(),
            s, now(), now()
     FROM unnest($4::float8[]) WITH ORDINALITY AS t(s, n)`,
    [tag, problemId, from, scores],
  );
}

afterAll(async () => {
  await sql.query(`DELETE FROM mirror_screen WHERE "problemId" = $1`, [problemId]);
  await sql.query(`DELETE FROM cohort_version WHERE "problemId" = $1`, [problemId]);
  await sql.end();
});

describe("readDistribution", () => {
  it("answers from its kept copy until the problem's screens change, then reads them again", async () => {
    await addScreens([40, 60, 80], 0);
    const first = await readDistribution(problemId, "latest");
    expect(first.sortedScores).toEqual([40, 60, 80]);
    expect(first.counts.completed).toBe(3);
    expect(await readDistribution(problemId, "latest")).toBe(first);

    await addScreens([90], 10);
    const second = await readDistribution(problemId, "latest");
    expect(second).not.toBe(first);
    expect(second.sortedScores).toEqual([40, 60, 80, 90]);

    await sql.query(`UPDATE mirror_screen SET "goneAt" = now() WHERE id = $1`, [`int_distribution_${tag}_1`]);
    const third = await readDistribution(problemId, "latest");
    expect(third.sortedScores).toEqual([60, 80, 90]);
    expect(third.counts.screens).toBe(3);
    expect(third.counts.people).toBe(3);
  });
});
