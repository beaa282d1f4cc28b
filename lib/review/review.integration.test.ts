import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inject } from "../../testing/inject";
import { db } from "@/lib/db/client";
import { setDecision } from "@/lib/annotations/annotations";
import { saveResults } from "@/lib/sync/mirror/results";
import type { Results } from "@/lib/api-contract/responses";
import { listFlagPrecision, precisionOfChecks, type PrecisionCounts } from "./flag-precision";
import { insightsFiltersSchema } from "./insights-filters";
import { recordVerdict } from "./record-verdict";
import { ReviewRuleError } from "./review-error";
import { agreeWithVerdict, countAwaitingSecondOpinion } from "./second-opinion";

/**
 * Verdicts, the precision tally and second opinions against the test database: every figure Insights shows is
 * checked against a plain SQL count over result_flag and flag_review for the same seeded results.
 */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));

const sql = new pg.Pool({ connectionString: inject("databaseUrl"), max: 3 });
const tag = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const problem = `prob_${tag}`;
const alice = `alice_${tag}`;
const bob = `bob_${tag}`;
const ids: string[] = [];

const flag = (id: string, level: string) => ({ id, title: `Title of ${id}`, description: "", level });
function results(n: number, day: string, flags: ReturnType<typeof flag>[]): Results {
  const interviewId = `int_${tag}_${n}`;
  ids.push(interviewId);
  return {
    candidate_id: `cand_${tag}_${n}`,
    interview_id: interviewId,
    problem_id: problem,
    score: 40 + n,
    analysis: null,
    completed_at: `${day}T12:00:00.000Z`,
    completion_time_seconds: 1800,
    integrity_report: { risk: "high", explanation: "", flags, passing_flags: [] },
    settings: { external_resource_mode: "CLOSED", spoken_locale: "en" },
  };
}

/** The same figures straight from the flags and their verdicts, without the tally. */
async function countedBySql(group: "flagId" | "level", from: string, to: string) {
  const { rows } = await sql.query(
    `SELECT rf."${group}" AS key, COUNT(*)::int AS flagged,
            COUNT(*) FILTER (WHERE r.verdict = 'confirmed')::int AS confirmed,
            COUNT(*) FILTER (WHERE r.verdict = 'cleared')::int AS cleared,
            COUNT(*) FILTER (WHERE r.verdict = 'retake')::int AS retake
     FROM result_flag rf LEFT JOIN flag_review r ON r."interviewId" = rf."interviewId" AND r."flagId" = rf."flagId"
     WHERE rf."problemId" = $1 AND rf.day BETWEEN $2::date AND $3::date GROUP BY 1 ORDER BY 1`,
    [problem, from, to],
  );
  return rows;
}
const byKey = <T extends PrecisionCounts & { key: string }>(rows: T[]) =>
  [...rows]
    .sort((a, b) => a.key.localeCompare(b.key))
    .map(({ key, flagged, confirmed, cleared, retake }) => ({
      key,
      flagged,
      confirmed,
      cleared,
      retake,
    }));

beforeAll(async () => {
  const tabs = flag("tab-switching", "warning");
  const paste = flag("paste-bursts", "critical");
  const face = flag("second-face", "critical");
  await saveResults(results(1, "2020-03-01", [tabs, paste]));
  await saveResults(results(2, "2020-03-01", [tabs, face]));
  await saveResults(results(3, "2020-03-02", [tabs, paste, face]));
  await saveResults(results(4, "2020-03-05", [paste]));
  await saveResults(results(5, "2020-04-10", [tabs, paste]));
  // Stored again (a webhook and the reconciler both read them): nothing is counted twice.
  await saveResults(results(1, "2020-03-01", [tabs, paste]));
  ids.splice(5);
});

afterAll(async () => {
  for (const table of [
    "flag_review",
    "flag_review_change",
    "result_flag",
    "decision",
    "result_dimension",
    "result_snapshot",
  ])
    await sql.query(`DELETE FROM ${table} WHERE "interviewId" = ANY($1)`, [ids]);
  await sql.query(`DELETE FROM flag_tally WHERE "problemId" = $1`, [problem]);
  await Promise.all([sql.end(), db.$disconnect()]);
});

describe("flag precision", () => {
  it("matches SQL over the seeded flags and verdicts, by check and by severity, within the period", async () => {
    const [r1, r2, r3, r4, r5] = ids as [string, string, string, string, string];
    await recordVerdict(
      { interviewId: r1, flagId: "tab-switching", verdict: "cleared", reason: "False positive", note: "" },
      alice,
    );
    await recordVerdict(
      { interviewId: r1, flagId: "paste-bursts", verdict: "confirmed", reason: "Copied solution", note: "seen" },
      alice,
    );
    await recordVerdict({ interviewId: r2, flagId: "second-face", verdict: "retake", reason: "", note: "" }, bob);
    await recordVerdict(
      { interviewId: r3, flagId: "paste-bursts", verdict: "confirmed", reason: "Copied solution", note: "" },
      bob,
    );
    // Changed: counted once, under the verdict it has now.
    await recordVerdict(
      { interviewId: r3, flagId: "paste-bursts", verdict: "cleared", reason: "Explained by the candidate", note: "" },
      alice,
    );
    await recordVerdict(
      { interviewId: r4, flagId: "paste-bursts", verdict: "confirmed", reason: "Pasted from an AI tool", note: "" },
      bob,
    );
    await recordVerdict(
      { interviewId: r5, flagId: "paste-bursts", verdict: "confirmed", reason: "Copied solution", note: "" },
      bob,
    );

    const march = insightsFiltersSchema.parse({ from: "2020-03-01", to: "2020-03-31", problem });
    const byKind = await listFlagPrecision(march);
    expect(byKey(byKind.rows)).toEqual(byKey(await countedBySql("flagId", "2020-03-01", "2020-03-31")));
    expect(byKey(byKind.rows).find((r) => r.key === "paste-bursts")).toEqual({
      key: "paste-bursts",
      flagged: 3,
      confirmed: 2,
      cleared: 1,
      retake: 0,
    });
    expect(byKind.totals).toEqual({ flagged: 8, confirmed: 2, cleared: 2, retake: 1 });
    const byLevel = await listFlagPrecision({ ...march, by: "level" });
    expect(byKey(byLevel.rows)).toEqual(byKey(await countedBySql("level", "2020-03-01", "2020-03-31")));
    const firstDay = await listFlagPrecision(
      insightsFiltersSchema.parse({ from: "2020-03-01", to: "2020-03-01", problem }),
    );
    expect(firstDay.totals.flagged).toBe(4);
    const all = await listFlagPrecision({ ...march, to: "2020-12-31", by: "problem" });
    expect(all.rows).toHaveLength(1);
    expect(all.rows[0]).toMatchObject({ key: problem, flagged: 10, confirmed: 3 });
  });

  it("refuses a reason that is not on the admin's list and keeps every verdict in the history", async () => {
    await expect(
      recordVerdict(
        { interviewId: ids[0]!, flagId: "tab-switching", verdict: "confirmed", reason: "Gut feeling", note: "" },
        bob,
      ),
    ).rejects.toBeInstanceOf(ReviewRuleError);
    const { rows } = await sql.query(
      `SELECT verdict, reason FROM flag_review_change WHERE "interviewId" = $1 AND "flagId" = 'paste-bursts' ORDER BY at`,
      [ids[2]],
    );
    expect(rows).toEqual([
      { verdict: "confirmed", reason: "Copied solution" },
      { verdict: "cleared", reason: "Explained by the candidate" },
    ]);
  });

  it("gives the result page its line per check from the tally", async () => {
    // A check only this file raises: other files store and erase results meanwhile, and the line counts them all.
    const check = `own-check-${tag}`;
    await saveResults(results(6, "2021-01-04", [flag(check, "warning")]));
    await saveResults(results(7, "2021-01-05", [flag(check, "warning")]));
    await recordVerdict(
      // A check of no known kind takes the team's reasons, which another file may have changed: "Other", with words.
      { interviewId: ids.at(-1)!, flagId: check, verdict: "confirmed", reason: "Other", note: "Seen in the recording" },
      bob,
    );
    const { rows } = await sql.query(
      `SELECT COUNT(*)::int AS flagged, COUNT(*) FILTER (WHERE r.verdict = 'confirmed')::int AS confirmed
       FROM result_flag rf LEFT JOIN flag_review r ON r."interviewId" = rf."interviewId" AND r."flagId" = rf."flagId"
       WHERE rf."flagId" = $1`,
      [check],
    );
    expect(rows[0]).toEqual({ flagged: 2, confirmed: 1 });
    expect((await precisionOfChecks([check])).get(check)).toEqual({ flagged: 2, confirmed: 1, cleared: 0, retake: 0 });
  });
});

describe("second opinion", () => {
  it("holds a reject until a different reviewer agrees with the confirmed critical flag; a new verdict needs a new one", async () => {
    const interviewId = ids[3]!; // paste-bursts (critical) confirmed by bob
    const waitingBefore = await countAwaitingSecondOpinion();
    expect(waitingBefore).toBeGreaterThanOrEqual(1);
    await expect(setDecision({ interviewId, decision: "reject", reason: "Pasted" }, bob)).rejects.toThrow(
      /second reviewer/,
    );
    await expect(agreeWithVerdict({ interviewId, flagId: "paste-bursts" }, bob)).rejects.toThrow(/someone other/);
    await setDecision({ interviewId, decision: "hold", reason: "Waiting for Alice" }, bob);
    await agreeWithVerdict({ interviewId, flagId: "paste-bursts" }, alice);
    expect(await countAwaitingSecondOpinion()).toBe(waitingBefore - 1);
    await setDecision({ interviewId, decision: "reject", reason: "Pasted, agreed" }, bob);

    await recordVerdict(
      { interviewId, flagId: "paste-bursts", verdict: "confirmed", reason: "Pasted from an AI tool", note: "" },
      alice,
    );
    await expect(setDecision({ interviewId, decision: "reject", reason: "Again" }, alice)).rejects.toThrow(
      /second reviewer/,
    );
    // A warning flag needs no second opinion under the default settings.
    await recordVerdict(
      {
        interviewId: ids[1]!,
        flagId: "tab-switching",
        verdict: "confirmed",
        reason: "Looked up the solution",
        note: "",
      },
      alice,
    );
    await expect(
      setDecision({ interviewId: ids[1]!, decision: "reject", reason: "Tabs" }, alice),
    ).resolves.toBeTruthy();
  });
});
