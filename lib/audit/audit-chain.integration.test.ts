import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "@/testing/inject";
import { sql } from "@/testing/sql";
import { describeProblem, type KeptHash } from "./chain-check";
import { verifyAuditChain, walkAuditChain } from "./verify-chain";

/**
 * The audit log's hash chain on the real database: the insert trigger chains concurrent writers without a fork,
 * the guard refuses edits and deletes, and `npm run audit:verify`'s walk names the first edited, deleted or
 * inserted entry when someone with the database owner's rights goes around the guard.
 */
const databaseUrl = inject("databaseUrl");
const tag = randomUUID().slice(0, 8);
let client: pg.Client;

const insert = (c: pg.ClientBase, n: number, after: object = { n }) =>
  c.query(
    `INSERT INTO audit_event (id, "actorEmail", action, "targetType", "targetId", after)
     VALUES ($1, 'chain@test', 'chain.test', 'chain', $2, $3)`,
    [randomUUID(), `${tag}-${n}`, JSON.stringify(after)],
  );

/** Tampers as the database owner would (triggers off), walks the chain (against a kept hash), and undoes it all. */
async function walkAfter(tamper: (c: pg.Client) => Promise<unknown>, kept?: KeptHash) {
  await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ");
  try {
    await client.query("SET LOCAL session_replication_role = replica");
    await tamper(client);
    return await walkAuditChain(client, kept);
  } finally {
    await client.query("ROLLBACK");
  }
}

/**
 * The entries this file wrote, in chain order: by the column, not by the text alias `seq` (ORDER BY names an output
 * column first), whose order put "100" before "99" once the files before this one had written about a hundred entries.
 */
const ours = async () =>
  (
    await client.query<{ seq: string; id: string; hash: string }>(
      `SELECT seq::text AS seq, id, hash FROM audit_event WHERE "targetId" LIKE $1 ORDER BY audit_event.seq`,
      [`${tag}-%`],
    )
  ).rows;

beforeAll(async () => {
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
});
afterAll(() => client.end());

describe("the audit log's hash chain", () => {
  it("chains entries written at once by many connections into one line, and the walk agrees with the trigger", async () => {
    const writers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const c = new pg.Client({ connectionString: databaseUrl });
        await c.connect();
        return c;
      }),
    );
    try {
      // Each writer holds its transaction open a moment after its insert, as an action's transaction would.
      await Promise.all(
        writers.map(async (c, w) => {
          for (let i = 0; i < 6; i++) {
            await c.query("BEGIN");
            await insert(c, w * 100 + i, { writer: w, i, text: `naïve "quoted" ${"x".repeat(i)}` });
            await c.query("SELECT pg_sleep(0.005)");
            await c.query("COMMIT");
          }
        }),
      );
    } finally {
      await Promise.all(writers.map((c) => c.end()));
    }
    const rows = await ours();
    expect(rows).toHaveLength(48);
    const [{ gaps }] = (
      await client.query<{ gaps: number }>(
        `SELECT count(*)::int AS gaps FROM (SELECT seq - lag(seq) OVER (ORDER BY seq) AS step FROM audit_event) s WHERE step <> 1`,
      )
    ).rows as [{ gaps: number }];
    expect(gaps).toBe(0);
    const report = await verifyAuditChain(databaseUrl);
    expect(report.problem && describeProblem(report.problem)).toBeNull();
    expect(report.entries).toBeGreaterThanOrEqual(48);
  });

  it("refuses to change who did what, to change an entry's text outside an erasure, and to delete an entry", async () => {
    const [first] = await ours();
    await expect(sql(`UPDATE audit_event SET action = 'other' WHERE id = $1`, [first!.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(sql(`UPDATE audit_event SET after = '{}' WHERE id = $1`, [first!.id])).rejects.toThrow(
      /only an erasure/,
    );
    await expect(sql(`DELETE FROM audit_event WHERE id = $1`, [first!.id])).rejects.toThrow(/never deleted/);
  });

  it("names an entry whose text was edited, and one whose action was edited", async () => {
    const rows = await ours();
    const target = rows[10]!;
    const text = await walkAfter((c) =>
      c.query(`UPDATE audit_event SET after = '{"n": 0}' WHERE id = $1`, [target.id]),
    );
    expect(text.problem).toMatchObject({ kind: "edited", seq: BigInt(target.seq), id: target.id });
    const action = await walkAfter((c) =>
      c.query(`UPDATE audit_event SET "actorEmail" = 'someone@else' WHERE id = $1`, [target.id]),
    );
    expect(action.problem).toMatchObject({ kind: "edited", seq: BigInt(target.seq) });
    expect(describeProblem(action.problem!)).toContain(`Edited: entry ${target.seq}`);
  });

  it("names the place of a deleted entry, in the middle and at the end", async () => {
    const rows = await ours();
    const middle = rows[20]!;
    const gone = await walkAfter((c) => c.query(`DELETE FROM audit_event WHERE id = $1`, [middle.id]));
    expect(gone.problem).toMatchObject({ kind: "deleted", afterSeq: BigInt(middle.seq) - 1n });
    expect(describeProblem(gone.problem!)).toContain(`entry ${middle.seq} is missing`);
    const tail = await walkAfter((c) =>
      c.query(`DELETE FROM audit_event WHERE seq = (SELECT max(seq) FROM audit_event)`),
    );
    expect(tail.problem).toMatchObject({ kind: "deleted" });
    expect(describeProblem(tail.problem!)).toMatch(/at the end are missing/);
  });

  it("names an entry put in between others with a correctly computed hash, and one added after the head", async () => {
    const rows = await ours();
    const at = BigInt(rows[30]!.seq);
    const forged = randomUUID();
    const between = await walkAfter(async (c) => {
      // Make room (two steps: the seq index is unique), then write a well-formed entry linked to the one before.
      await c.query(`UPDATE audit_event SET seq = -seq WHERE seq >= $1`, [at.toString()]);
      await c.query(`UPDATE audit_event SET seq = -seq + 1 WHERE seq < 0`);
      await c.query(
        `INSERT INTO audit_event (id, at, "actorEmail", action, "targetType", "targetId", seq, "prevHash", "payloadHash")
         SELECT $1, now(), 'forger@test', 'user.role', 'user', 'x', $2::bigint, hash,
           audit_payload_hash('x', NULL, NULL, NULL) FROM audit_event WHERE seq = $2::bigint - 1`,
        [forged, at.toString()],
      );
      await c.query(
        `UPDATE audit_event SET hash = audit_row_hash("prevHash", seq, id, at, "actorId", "actorEmail", action,
           "targetType", "payloadHash", seal) WHERE id = $1`,
        [forged],
      );
    });
    expect(between.problem).toMatchObject({ kind: "inserted", seq: at, id: forged });

    const appended = randomUUID();
    const after = await walkAfter((c) =>
      c.query(
        `INSERT INTO audit_event (id, "actorEmail", action, "targetType", "targetId", seq, "prevHash", hash)
         SELECT $1, 'forger@test', 'user.role', 'user', 'x', seq + 1, hash, 'made up' FROM audit_chain_head`,
        [appended],
      ),
    );
    expect(after.problem).toMatchObject({ kind: "inserted", id: appended });
    const loose = await walkAfter((c) =>
      c.query(
        `INSERT INTO audit_event (id, "actorEmail", action, "targetType", "targetId") VALUES ($1, 'f', 'a', 't', 'x')`,
        [appended],
      ),
    );
    expect(loose.problem).toMatchObject({ kind: "inserted", seq: null, id: appended });
  });

  it("needs a hash kept outside to catch a chain rewritten whole from an entry on", async () => {
    const rows = await ours();
    const from = rows[5]!;
    const later = rows[15]!;
    const kept = { seq: BigInt(later.seq), hash: later.hash };
    const rewrite = async (c: pg.Client) => {
      await c.query(`UPDATE audit_event SET after = '{"rewritten": true}' WHERE id = $1`, [from.id]);
      // Every hash from there on recomputed in order, as someone with the owner's rights and this code could.
      await c.query(
        `DO $$ DECLARE r record; prev text; BEGIN
           SELECT hash INTO prev FROM audit_event WHERE seq = ${BigInt(from.seq) - 1n};
           FOR r IN SELECT * FROM audit_event WHERE seq >= ${from.seq} ORDER BY seq LOOP
             UPDATE audit_event SET "prevHash" = prev,
               "payloadHash" = audit_payload_hash(r."targetId", r.before, r.after, r.metadata)
             WHERE id = r.id;
             UPDATE audit_event SET hash = audit_row_hash("prevHash", seq, id, at, "actorId", "actorEmail", action,
               "targetType", "payloadHash", seal) WHERE id = r.id RETURNING hash INTO prev;
           END LOOP;
           UPDATE audit_chain_head SET hash = prev WHERE id = 1;
         END $$`,
      );
    };
    expect((await walkAfter(rewrite)).problem).toBeNull();
    expect((await walkAfter(rewrite, kept)).problem).toMatchObject({ kind: "edited", seq: kept.seq, id: later.id });
  });

  it("accepts an erasure's redaction sealed by its tombstone, and catches a redaction record changed afterwards", async () => {
    const rows = await ours();
    const redacted = rows[40]!;
    await client.query("BEGIN");
    await client.query(`SELECT set_config('audit.redaction', 'erasure', true)`);
    await client.query(`UPDATE audit_event SET "targetId" = 'erased', after = NULL WHERE id = $1`, [redacted.id]);
    await client.query(
      `INSERT INTO audit_event (id, "actorEmail", action, "targetType", "targetId") VALUES ($1, 'chain@test', 'candidate.erase', 'personal-data', $2)`,
      [randomUUID(), `${tag}-tombstone`],
    );
    await client.query("COMMIT");
    const report = await verifyAuditChain(databaseUrl);
    expect(report.problem && describeProblem(report.problem)).toBeNull();
    expect(report.redacted).toBeGreaterThanOrEqual(1);

    const swapped = await walkAfter((c) =>
      c.query(
        `UPDATE audit_redaction SET "payloadHash" = audit_payload_hash('else', NULL, NULL, NULL) WHERE "eventSeq" = $1`,
        [redacted.seq],
      ),
    );
    expect(swapped.problem).toMatchObject({ kind: "edited" });
    const reedited = await walkAfter((c) =>
      c.query(`UPDATE audit_event SET "targetId" = 'someone' WHERE id = $1`, [redacted.id]),
    );
    expect(reedited.problem).toMatchObject({ kind: "edited", seq: BigInt(redacted.seq) });
  });
});
