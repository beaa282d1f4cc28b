import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { inject } from "../../../testing/inject";

/** The screens-by-status counts the overview reads, against the copy, through inserts, moves, removals and deletes. */
const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
const tag = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const [waiting, done] = [`Waiting ${tag}`, `Done ${tag}`];

afterAll(async () => {
  await sql.query(`DELETE FROM mirror_screen WHERE id LIKE $1`, [`int_status_${tag}_%`]);
  await sql.query(`DELETE FROM mirror_status_count WHERE status = ANY($1)`, [[waiting, done]]);
  await sql.end();
});

const counted = async () =>
  Object.fromEntries(
    (
      await sql.query<{ status: string; n: string }>(
        `SELECT status, n::text FROM mirror_status_count WHERE status = ANY($1) AND n <> 0`,
        [[waiting, done]],
      )
    ).rows.map((r) => [r.status, Number(r.n)]),
  );
const actual = async () =>
  Object.fromEntries(
    (
      await sql.query<{ status: string; n: string }>(
        `SELECT status, count(*)::text AS n FROM mirror_screen WHERE status = ANY($1) AND "goneAt" IS NULL GROUP BY status`,
        [[waiting, done]],
      )
    ).rows.map((r) => [r.status, Number(r.n)]),
  );

it("follows every write of the copy, in the writing statement", async () => {
  await sql.query(
    `INSERT INTO mirror_screen (id, "candidateId", "problemId", "problemType", status, "createdAt", raw, "statusAt", "updatedAt")
     SELECT 'int_status_' || $1 || '_' || n, 'cand_status', 'prob_status', 'technical-assessment', $2, now(), '{}', now(), now()
     FROM generate_series(1, 6) n`,
    [tag, waiting],
  );
  expect(await counted()).toEqual({ [waiting]: 6 });
  await sql.query(`UPDATE mirror_screen SET status = $2 WHERE id = ANY($1)`, [
    [`int_status_${tag}_1`, `int_status_${tag}_2`, `int_status_${tag}_3`],
    done,
  ]);
  // Confirmations change nothing counted; a screen gone from the service leaves the count, and comes back.
  await sql.query(`UPDATE mirror_screen SET "confirmedAt" = now() WHERE id LIKE $1`, [`int_status_${tag}_%`]);
  await sql.query(`UPDATE mirror_screen SET "goneAt" = now() WHERE id = $1`, [`int_status_${tag}_4`]);
  await sql.query(`DELETE FROM mirror_screen WHERE id = $1`, [`int_status_${tag}_1`]);
  expect(await counted()).toEqual({ [waiting]: 2, [done]: 2 });
  await sql.query(`UPDATE mirror_screen SET "goneAt" = NULL WHERE id = $1`, [`int_status_${tag}_4`]);
  expect(await counted()).toEqual(await actual());
  expect(await counted()).toEqual({ [waiting]: 3, [done]: 2 });
});
