import { describe, expect, it } from "vitest";
import { reasonsFor } from "@/lib/review/flag-kinds";
import { defaultReviewSettings } from "@/lib/review/review-settings-schema";
import { createRandom } from "@/lib/utils/seeded-random";
import { HISTORY_DAYS, planDemoHistory, type CompletedResult, type Step } from "./plan";

const DAY = 24 * 60 * 60 * 1000;
const asOf = new Date("2026-11-29T12:00:00Z");

/** A few hundred completed results over the window, on four problems, a third with flags of every level. */
function results(): CompletedResult[] {
  const random = createRandom("plan-test");
  const levels = ["critical", "warning", "info"];
  const kinds = ["paste-bursts", "tab-switching", "second-voice", "location-mismatch"];
  return Array.from({ length: 300 }, (_, i) => ({
    interviewId: `int_${String(i).padStart(3, "0")}`,
    problemId: `prob_${i % 4}`,
    completedAt: new Date(asOf.getTime() - HISTORY_DAYS * DAY + (i + 0.5) * ((HISTORY_DAYS * DAY) / 300)),
    score: i % 9 === 0 ? null : random.int(20, 98),
    flags: random.chance(0.35)
      ? kinds.slice(0, random.int(1, 3)).map((flagId) => ({ flagId, level: random.pick(levels) }))
      : [],
  }));
}

const input = () => ({
  results: results(),
  reasons: defaultReviewSettings.reasons,
  secondOpinionLevels: defaultReviewSettings.secondOpinionLevels,
  asOf,
});

const of = <K extends Step["kind"]>(steps: Step[], kind: K) =>
  steps.filter((s): s is Extract<Step, { kind: K }> => s.kind === kind);

describe("the demo history's plan", () => {
  const steps = planDemoHistory(input());

  it("is the same for the same results", () => {
    expect(planDemoHistory(input())).toEqual(steps);
  });

  it("happens in the past, in order, after each result completed", () => {
    const completed = new Map(input().results.map((r) => [r.interviewId, r.completedAt.getTime()]));
    for (const [i, step] of steps.entries()) {
      expect(step.at.getTime()).toBeLessThan(asOf.getTime());
      if (i > 0) expect(step.at.getTime()).toBeGreaterThanOrEqual(steps[i - 1]!.at.getTime());
      if ("interviewId" in step) expect(step.at.getTime()).toBeGreaterThan(completed.get(step.interviewId)!);
    }
  });

  it("spreads the work over the thirteen weeks, by all three demo users", () => {
    const weeks = new Set(steps.map((s) => Math.floor((asOf.getTime() - s.at.getTime()) / (7 * DAY))));
    expect(weeks.size).toBeGreaterThanOrEqual(12);
    expect(new Set(steps.map((s) => s.by))).toEqual(new Set(["admin", "manager", "recruiter"]));
  });

  it("gives verdicts a reason of the flag's kind or the team's list, and every kind of verdict and decision", () => {
    const verdicts = of(steps, "verdict");
    expect(new Set(verdicts.map((v) => v.verdict))).toEqual(new Set(["confirmed", "cleared", "retake"]));
    for (const v of verdicts)
      if (v.verdict === "retake") expect(v.reason).toBe("");
      else {
        const { own, team } = reasonsFor(v.flagId, defaultReviewSettings.reasons);
        expect([...own[v.verdict], ...team[v.verdict]]).toContain(v.reason);
      }
    // Each kind's own reasons are used, not only the team's: a location flag is "Travel explains it", not "Pasted".
    expect(
      verdicts.some(
        (v) =>
          v.verdict !== "retake" &&
          reasonsFor(v.flagId, { confirmed: [], cleared: [] }).own[v.verdict].includes(v.reason),
      ),
    ).toBe(true);
    expect(new Set(of(steps, "decision").map((d) => d.decision))).toEqual(new Set(["advance", "hold", "reject"]));
  });

  it("has results decided by several reviewers, so agreement can be measured", () => {
    const deciders = new Map<string, Set<string>>();
    for (const d of of(steps, "decision"))
      deciders.set(d.interviewId, (deciders.get(d.interviewId) ?? new Set()).add(d.by));
    expect([...deciders.values()].filter((who) => who.size >= 2).length).toBeGreaterThan(20);
  });

  it("asks for second opinions, answered by someone else, and leaves the newest waiting for the admin", () => {
    const asks = of(steps, "ask");
    expect(asks.length).toBeGreaterThan(3);
    for (const ask of asks) expect(ask.assignee).not.toBe(ask.by);
    const answered = new Set(
      [...of(steps, "agree"), ...of(steps, "verdict").filter((v) => v.verdict !== "confirmed")].map(
        (a) => `${a.interviewId}/${a.flagId}`,
      ),
    );
    const waiting = asks.filter((a) => !answered.has(`${a.interviewId}/${a.flagId}`));
    expect(waiting.map((a) => a.assignee)).toContain("admin");
  });

  it("never decides a result whose confirmed critical flag still waits for a second opinion", () => {
    const seconded = new Set(of(steps, "agree").map((a) => `${a.interviewId}/${a.flagId}`));
    const changed = new Set(
      of(steps, "verdict")
        .filter((v) => v.verdict !== "confirmed")
        .map((v) => `${v.interviewId}/${v.flagId}`),
    );
    const levels = new Map(
      input().results.flatMap((r) => r.flags.map((f) => [`${r.interviewId}/${f.flagId}`, f.level])),
    );
    const blocked = new Set(
      of(steps, "verdict")
        .filter((v) => v.verdict === "confirmed" && levels.get(`${v.interviewId}/${v.flagId}`) === "critical")
        .map((v) => `${v.interviewId}/${v.flagId}`)
        .filter((flag) => !seconded.has(flag) && !changed.has(flag))
        .map((flag) => flag.split("/")[0]),
    );
    expect(blocked.size).toBeGreaterThan(0);
    for (const d of of(steps, "decision")) expect(blocked.has(d.interviewId)).toBe(false);
  });

  it("makes a closed calibration round and an open one with a due date", () => {
    const rounds = of(steps, "calibration-create");
    expect(rounds).toHaveLength(2);
    expect(of(steps, "calibration-close")).toHaveLength(1);
    const open = rounds.at(-1)!;
    expect(open.dueAt! > asOf.toISOString().slice(0, 10)).toBe(true);
    expect(of(steps, "calibration-answers").length).toBeGreaterThanOrEqual(5);
  });
});
