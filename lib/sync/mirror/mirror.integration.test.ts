import pg from "pg";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { inject } from "../../../testing/inject";
import { db } from "@/lib/db/client";
import { refreshCandidateScreens, upsertCandidates } from "./candidates";
import { saveResults } from "./results";
import { upsertScreens } from "./screens";

/** The mirror's writes against the test database: change counts, the status clock, merged raw bodies. */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));

const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 3 });
/** The rows this file made, gone again: later files (the convergence test) compare the whole copy with the API. */
afterAll(async () => {
  const mine = `%\\_${tag}\\_%`;
  await sql.query(`DELETE FROM result_dimension WHERE "interviewId" LIKE $1`, [mine]);
  await sql.query(`DELETE FROM result_snapshot WHERE "interviewId" LIKE $1`, [mine]);
  await sql.query(`DELETE FROM mirror_screen WHERE id LIKE $1`, [mine]);
  await sql.query(`DELETE FROM mirror_candidate_screens WHERE "candidateId" LIKE $1`, [mine]);
  await sql.query(`DELETE FROM mirror_candidate WHERE id LIKE $1`, [mine]);
  await Promise.all([sql.end(), db.$disconnect()]);
});

const tag = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let n = 0;
const id = (prefix: string) => `${prefix}_${tag}_${++n}`;
const row = async (table: string, key: string) =>
  (await sql.query(`SELECT * FROM ${table} WHERE id = $1`, [key])).rows[0];
const at = (iso: string) => new Date(iso);

const candidate = (identifier: string, extra: Record<string, unknown> = {}) => ({
  identifier,
  name: "Ada Lovelace",
  email: `${identifier}@example.com`,
  createdAt: "2026-01-02T03:04:05.000Z",
  ...extra,
});
const screen = (identifier: string, candidateId: string, extra: Record<string, unknown> = {}) => ({
  identifier,
  candidateId,
  problemId: "prob_x",
  problemType: "technical-assessment",
  status: "Not Started",
  createdAt: "2026-02-01T10:00:00.000Z",
  ...extra,
});

beforeEach(() => void (n = n + 100));

describe("upsertCandidates", () => {
  it("inserts, then counts only real changes, and keeps fields only a single read has", async () => {
    const a = id("cand");
    const b = id("cand");
    expect(await upsertCandidates([candidate(a), candidate(b)], { at: at("2026-03-01T00:00:00Z") })).toEqual({
      inserted: 2,
      updated: 0,
    });
    await upsertCandidates([{ ...candidate(a), status: "Invited", interviewIds: ["int_1"] }], {
      at: at("2026-03-01T00:01:00Z"),
    });
    expect(
      await upsertCandidates([candidate(a), candidate(b, { name: "Grace Hopper" })], {
        at: at("2026-03-01T00:02:00Z"),
        runId: 7n,
      }),
    ).toEqual({ inserted: 0, updated: 1 });
    const stored = await row("mirror_candidate", a);
    expect(stored.raw).toMatchObject({ status: "Invited", interviewIds: ["int_1"], name: "Ada Lovelace" });
    expect(stored.seenRun).toBe("7");
    expect(stored.confirmedAt.toISOString()).toBe("2026-03-01T00:02:00.000Z");
    expect(stored.createdAt.toISOString()).toBe("2026-01-02T03:04:05.000Z");
    expect((await row("mirror_candidate", b)).searchText).toBe(`grace hopper ${b}@example.com`.toLowerCase());
    expect((await row("mirror_candidate", b)).nameKey).toBe("grace hopper");
  });

  it("keeps the first known createdAt when a later answer has none it can read", async () => {
    const a = id("cand");
    await upsertCandidates([candidate(a)], { at: at("2026-03-01T00:00:00Z") });
    await upsertCandidates([candidate(a, { createdAt: "last tuesday" })], { at: at("2026-03-02T00:00:00Z") });
    expect((await row("mirror_candidate", a)).createdAt.toISOString()).toBe("2026-01-02T03:04:05.000Z");
  });
});

describe("upsertScreens", () => {
  it("reports which candidates' screens changed, and confirms unchanged rows without rewriting them", async () => {
    const s = id("int");
    const c = id("cand");
    expect(await upsertScreens([screen(s, c)], { statusAt: at("2026-03-01T10:00:00Z"), confirmed: true })).toEqual({
      inserted: 1,
      updated: 0,
      candidateIds: [c],
    });
    expect(
      await upsertScreens([screen(s, c)], { statusAt: at("2026-03-01T10:05:00Z"), confirmed: true, runId: 9n }),
    ).toEqual({ inserted: 0, updated: 0, candidateIds: [] });
    const stored = await row("mirror_screen", s);
    expect(stored).toMatchObject({ seenRun: "9" });
    expect(stored.confirmedAt.toISOString()).toBe("2026-03-01T10:05:00.000Z");
  });

  it("never moves a status back to an older one", async () => {
    const s = id("int");
    const c = id("cand");
    await upsertScreens([screen(s, c)], { statusAt: at("2026-03-01T10:00:00Z"), confirmed: true });
    const completed = {
      identifier: s,
      candidateId: c,
      problemId: "prob_x",
      problemType: "technical-assessment",
      status: "Completed",
    };
    expect(await upsertScreens([completed], { statusAt: at("2026-03-01T12:00:00Z"), confirmed: false })).toMatchObject({
      inserted: 0,
      updated: 1,
    });
    // A late "started" event and a list read that began before the completion change nothing.
    await upsertScreens([{ ...completed, status: "In Progress" }], {
      statusAt: at("2026-03-01T11:00:00Z"),
      confirmed: false,
    });
    expect((await row("mirror_screen", s)).status).toBe("Completed");
    expect(
      await upsertScreens([screen(s, c, { status: "In Progress" })], {
        statusAt: at("2026-03-01T11:30:00Z"),
        confirmed: true,
        runId: 3n,
      }),
    ).toMatchObject({ inserted: 0, updated: 0 });
    const stored = await row("mirror_screen", s);
    expect(stored).toMatchObject({ status: "Completed", seenRun: "3" });
    expect(stored.raw.status).toBe("Completed");
    expect(stored.createdAt.toISOString()).toBe("2026-02-01T10:00:00.000Z");
  });

  it("keeps the later status in the lifecycle of two told at the same instant, whatever their order", async () => {
    const instant = new Date("2026-03-01T10:00:00.123Z");
    for (const order of [
      ["Completed", "In Progress"],
      ["In Progress", "Completed"],
    ]) {
      const s = id("int");
      const c = id("cand");
      await upsertScreens([screen(s, c)], { statusAt: new Date("2026-03-01T09:00:00Z"), confirmed: true });
      for (const status of order)
        await upsertScreens(
          [{ identifier: s, candidateId: c, problemId: "prob_x", problemType: "technical-assessment", status }],
          { statusAt: instant, confirmed: false },
        );
      const stored = await row("mirror_screen", s);
      expect(stored.status, order.join(" then ")).toBe("Completed");
      expect(stored.raw.status, order.join(" then ")).toBe("Completed");
    }
  });

  it("takes the event's time as createdAt for a screen known only from a webhook, and the API's once read", async () => {
    const s = id("int");
    const c = id("cand");
    const event = {
      identifier: s,
      candidateId: c,
      problemId: "prob_x",
      problemType: "video-screen",
      status: "Not Started",
    };
    await upsertScreens([event], { statusAt: at("2026-03-05T09:00:00Z"), confirmed: false });
    expect((await row("mirror_screen", s)).createdAt.toISOString()).toBe("2026-03-05T09:00:00.000Z");
    expect((await row("mirror_screen", s)).confirmedAt).toBeNull();
    await upsertScreens([screen(s, c, { createdAt: "2026-03-05T08:59:58.000Z" })], {
      statusAt: at("2026-03-05T09:01:00Z"),
      confirmed: true,
    });
    const stored = await row("mirror_screen", s);
    expect(stored.createdAt.toISOString()).toBe("2026-03-05T08:59:58.000Z");
    expect(stored.problemType).toBe("technical-assessment");
    expect(stored.confirmedAt.toISOString()).toBe("2026-03-05T09:01:00.000Z");
  });

  it("copies stored results onto a screen that arrives after them, and summarizes candidates' screens", async () => {
    const s = id("int");
    const c = id("cand");
    await upsertCandidates([candidate(c)], { at: at("2026-03-01T00:00:00Z") });
    await saveResults({
      candidate_id: c,
      interview_id: s,
      problem_id: "prob_x",
      score: 82,
      analysis: [],
      completed_at: "2026-03-02T10:00:00.000Z",
      completion_time_seconds: 1500,
      integrity_report: {
        risk: "medium",
        explanation: "",
        flags: [{ id: "f", title: "F", description: "", level: "critical" }],
        passing_flags: [],
      },
      settings: { external_resource_mode: "OPEN", spoken_locale: "fr" },
    });
    await upsertScreens([screen(s, c, { status: "Completed" })], {
      statusAt: at("2026-03-03T00:00:00Z"),
      confirmed: true,
    });
    expect(await row("mirror_screen", s)).toMatchObject({ score: 82, risk: "medium", flagCount: 1 });
    await refreshCandidateScreens([c]);
    const summary = (await sql.query(`SELECT * FROM mirror_candidate_screens WHERE "candidateId" = $1`, [c])).rows[0];
    expect(summary).toMatchObject({ screenCount: 1, latestStatus: "Completed" });
    expect(summary.latestScreenAt.toISOString()).toBe("2026-02-01T10:00:00.000Z");
  });

  it("stores one completion's results twice at once (a webhook and the reconciler) without a key conflict", async () => {
    const s = id("int");
    const c = id("cand");
    await upsertCandidates([candidate(c)], { at: at("2026-03-01T00:00:00Z") });
    const results = {
      candidate_id: c,
      interview_id: s,
      problem_id: "prob_x",
      score: 71,
      analysis: [
        { key: "design", name: "Design", score: 70, explanation: "" },
        { key: "tests", name: "Tests", score: 72, explanation: "" },
      ],
      completed_at: "2026-03-02T10:00:00.000Z",
      completion_time_seconds: 1500,
      integrity_report: { risk: "low", explanation: "", flags: [], passing_flags: [] },
      settings: { external_resource_mode: "OPEN", spoken_locale: "en" },
    };
    for (let round = 0; round < 5; round++) await Promise.all([saveResults(results), saveResults(results)]);
    const dimensions = await sql.query(`SELECT key FROM result_dimension WHERE "interviewId" = $1 ORDER BY key`, [s]);
    expect(dimensions.rows.map((r) => r.key)).toEqual(["design", "tests"]);
  });
});
