import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { inject } from "../../testing/inject";
import { db } from "@/lib/db/client";
import { applyRetention } from "./retention";
import { previewRetention } from "./retention-preview";

/**
 * Retention with a fake clock, on rows of its own dated around 2001–2011 (the run's "now" is 2012-01-01, so the demo
 * data, dated 2026, is never due): exactly the candidates whose every screen ended before the cutoff go; an open
 * screen, a recent end or a legal hold keeps a candidate.
 */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));
vi.mock("@/lib/env", () => ({ env: { AUTH_SECRET: inject("authSecret") } }));

const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
afterAll(async () => {
  await Promise.all([sql.end(), db.$disconnect()]);
});

const tag = `ret${Date.now().toString(36)}`;
const now = new Date("2012-01-01T00:00:00Z");
const settings = { enabled: true, days: 365 } as const;

/** A candidate with screens (status, end date) and a note, as the mirror and the team would hold them. */
async function candidate(key: string, screens: Array<{ status: string; endedAt: string }>) {
  const id = `${tag}_${key}`;
  const name = `Retention ${key} ${tag}`;
  await sql.query(
    `INSERT INTO mirror_candidate (id, name, email, "createdAt", "nameKey", "emailKey", "searchText", raw, "updatedAt")
     VALUES ($1, $2, $3, '2000-01-01', lower($2), lower($3), lower($2), '{}', now())`,
    [id, name, `${id}@example.test`],
  );
  for (const [i, s] of screens.entries())
    await sql.query(
      `INSERT INTO mirror_screen (id, "candidateId", "problemId", "problemType", status, "createdAt", raw, "statusAt", "completedAt", score, "updatedAt")
       VALUES ($1, $2, 'prob_retention', 'technical-assessment', $3, $4::timestamp - interval '1 day', '{}', $4, CASE WHEN $3 = 'Completed' THEN $4::timestamp END, 70, now())`,
      [`${id}_s${i}`, id, s.status, s.endedAt],
    );
  const latest = screens.reduce((a, b) => (a.endedAt > b.endedAt ? a : b));
  await sql.query(
    `INSERT INTO mirror_candidate_screens ("candidateId", "screenCount", "latestStatus", "latestScreenAt")
     VALUES ($1, $2, $3, $4::timestamp - interval '1 day')`,
    [id, screens.length, latest.status, latest.endedAt],
  );
  await sql.query(
    `INSERT INTO note (id, "targetType", "targetId", "authorId", body) VALUES (gen_random_uuid()::text, 'candidate', $1, 'u', $2)`,
    [id, `About ${name}`],
  );
  return id;
}

const present = async (ids: string[]) =>
  (await sql.query<{ id: string }>(`SELECT id FROM mirror_candidate WHERE id = ANY($1) ORDER BY id`, [ids])).rows.map(
    (r) => r.id,
  );

describe("retention", () => {
  it("deletes exactly the candidates whose screens all ended before the cutoff, and skips the held", async () => {
    const old = await candidate("old", [{ status: "Completed", endedAt: "2001-03-01" }]);
    const expired = await candidate("expired", [
      { status: "Expired", endedAt: "2001-02-01" },
      { status: "Completed", endedAt: "2001-01-01" },
    ]);
    const recent = await candidate("recent", [{ status: "Completed", endedAt: "2011-12-20" }]);
    const open = await candidate("open", [
      { status: "Completed", endedAt: "2001-03-01" },
      { status: "In Progress", endedAt: "2001-01-01" },
    ]);
    const held = await candidate("held", [{ status: "Completed", endedAt: "2001-03-01" }]);
    await sql.query(
      `INSERT INTO legal_hold ("candidateId", reason, "placedById", "placedByEmail") VALUES ($1, 'Case 7', 'u', 'admin@example.test')`,
      [held],
    );
    const all = [old, expired, recent, open, held];
    const started = new Date();

    expect(await applyRetention({ ...settings, enabled: false, mode: "delete" }, { now })).toMatchObject({
      candidates: 0,
    });
    expect(await present(all)).toEqual([...all].sort());

    // The settings page's preview names exactly who the run is about to take, the longest finished first.
    const preview = await previewRetention(settings.days, now);
    expect(preview.runAt.toISOString()).toBe("2012-01-01T02:41:00.000Z");
    const ours = preview.sample.filter((c) => c.id.startsWith(tag));
    expect(ours.map((c) => [c.id, c.lastEndedAt?.toISOString()])).toEqual([
      [expired, "2001-02-01T00:00:00.000Z"],
      [old, "2001-03-01T00:00:00.000Z"],
    ]);
    expect(ours[0]!.name).toBe(`Retention expired ${tag}`);

    const report = await applyRetention({ ...settings, mode: "delete" }, { now });
    expect(report.candidates).toBe(2);
    expect(preview).toMatchObject({ count: report.candidates, capped: false });
    expect(report.counts).toMatchObject({ candidates: 2, screens: 3, notes: 2 });
    expect(await present(all)).toEqual([recent, open, held].sort());
    const notes = await sql.query(`SELECT "targetId" FROM note WHERE "targetId" = ANY($1)`, [all]);
    expect(notes.rows.map((r) => r.targetId as string).sort()).toEqual([recent, open, held].sort());
    // A tombstone per batch (candidates whose newest screen completed, then expired): two, one candidate each.
    const tombstones = await sql.query<{ after: { candidates: number; counts: { candidates: number } } }>(
      `SELECT after FROM audit_event WHERE action = 'retention.delete' AND "actorEmail" = 'retention' AND at > $1`,
      [started],
    );
    expect(tombstones.rows.map((r) => r.after.counts.candidates)).toEqual([1, 1]);

    // A second run finds nothing more to do.
    expect((await applyRetention({ ...settings, mode: "delete" }, { now })).candidates).toBe(0);
  });

  it("anonymizes: the screens stay for the figures under a stand-in, nothing names the person", async () => {
    const id = await candidate("anon", [{ status: "Completed", endedAt: "2001-05-01" }]);
    const report = await applyRetention({ ...settings, mode: "anonymize" }, { now });
    expect(report.candidates).toBe(1);
    expect(await present([id])).toEqual([]);
    const screen = await sql.query<{ candidateId: string; score: number; raw: object }>(
      `SELECT "candidateId", score, raw FROM mirror_screen WHERE id = $1`,
      [`${id}_s0`],
    );
    expect(screen.rows[0]).toMatchObject({ score: 70 });
    expect(screen.rows[0]!.candidateId).toMatch(/^erased-/);
    expect(screen.rows[0]!.raw).toEqual({
      identifier: `${id}_s0`,
      candidateId: screen.rows[0]!.candidateId,
      problemId: "prob_retention",
      problemType: "technical-assessment",
      status: "Completed",
    });
    const standIn = await sql.query(`SELECT name, email FROM mirror_candidate WHERE id = $1`, [
      screen.rows[0]!.candidateId,
    ]);
    expect(standIn.rows[0]).toEqual({ name: "Erased here (the service still holds this person)", email: "" });
    // The stand-in is never due itself.
    expect((await applyRetention({ ...settings, mode: "anonymize" }, { now })).candidates).toBe(0);
  });
});
