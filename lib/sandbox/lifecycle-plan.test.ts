import { describe, expect, it } from "vitest";
import { planIssuedScreen, planSeededScreen, plannedCompletion } from "./lifecycle-plan";
import { scoreScreen } from "./scoring";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const issuedAt = new Date("2026-03-01T09:00:00Z");
const ids = Array.from({ length: 300 }, (_, i) => `int_plan_${i}`);

function issued(scale: number, expirationDays = 7) {
  const expiresAt = new Date(issuedAt.getTime() + (expirationDays * DAY) / scale);
  return ids.map((id) => ({ id, ...planIssuedScreen({ id, issuedAt, expiresAt, durationMinutes: 45, scale }) }));
}

describe("planIssuedScreen", () => {
  it("at the default scale starts screens 15 minutes to 2 hours after issue, and some never", () => {
    const plans = issued(1);
    const started = plans.filter((p) => p.startsAt);
    expect(started.length).toBeGreaterThan(220);
    expect(started.length).toBeLessThan(290);
    for (const plan of started) {
      const delay = plan.startsAt!.getTime() - issuedAt.getTime();
      expect(delay).toBeGreaterThanOrEqual(15 * MINUTE);
      expect(delay).toBeLessThanOrEqual(2 * HOUR);
      expect(plan.completesAt!.getTime() - plan.startsAt!.getTime()).toBeLessThanOrEqual(45 * MINUTE);
    }
    for (const plan of plans.filter((p) => !p.startsAt)) expect(plan.completesAt).toBeNull();
  });

  it("with SANDBOX_TIME_SCALE 60 starts within two real minutes and submits within a minute more", () => {
    for (const plan of issued(60).filter((p) => p.startsAt)) {
      expect(plan.startsAt!.getTime() - issuedAt.getTime()).toBeLessThanOrEqual(2 * MINUTE);
      expect(plan.completesAt!.getTime() - plan.startsAt!.getTime()).toBeLessThanOrEqual(45_000);
    }
  });

  it("submits after exactly the completion time the results report, and never starts past the expiry", () => {
    const [plan] = issued(1).filter((p) => p.startsAt);
    const results = scoreScreen({
      seed: plan!.id,
      problemType: "technical-assessment",
      durationMinutes: 45,
      categories: [],
    });
    expect(plan!.completesAt!.getTime() - plan!.startsAt!.getTime()).toBe(results.completion_time_seconds * 1000);
    expect(plannedCompletion(plan!.id, issuedAt, 45, 10).getTime() - issuedAt.getTime()).toBe(
      results.completion_time_seconds * 100,
    );
    const expiresSoon = new Date(issuedAt.getTime() + 10 * MINUTE);
    expect(planIssuedScreen({ id: plan!.id, issuedAt, expiresAt: expiresSoon, durationMinutes: 45, scale: 1 })).toEqual(
      { startsAt: null, completesAt: null },
    );
  });
});

describe("planSeededScreen", () => {
  const now = new Date("2026-03-01T09:00:00Z");
  const seeded = (status: string, id: string, extra: Partial<Parameters<typeof planSeededScreen>[0]> = {}) =>
    planSeededScreen(
      {
        id,
        status,
        expiresAt: new Date(now.getTime() + 5 * DAY),
        startedAt: null,
        completedAt: null,
        durationMinutes: 60,
        ...extra,
      },
      now,
      1,
    );

  it("keeps seeded unstarted screens still for at least six hours, and half of them for good", () => {
    const plans = ids.map((id) => seeded("Not Started", id));
    const starting = plans.filter((p) => p.startsAt);
    expect(starting.length).toBeGreaterThan(100);
    expect(starting.length).toBeLessThan(200);
    for (const plan of starting) {
      expect(plan.startsAt!.getTime() - now.getTime()).toBeGreaterThanOrEqual(6 * HOUR);
      expect(plan.startsAt!.getTime()).toBeLessThan(plan.expiresAt.getTime());
    }
  });

  it("submits seeded in-progress screens 20 minutes or more from now, and scales what lies ahead", () => {
    const startedAt = new Date(now.getTime() - 50 * MINUTE);
    for (const id of ids.slice(0, 50))
      expect(seeded("In Progress", id, { startedAt }).completesAt!.getTime() - now.getTime()).toBeGreaterThanOrEqual(
        20 * MINUTE,
      );
    const fast = planSeededScreen(
      {
        id: "int_x",
        status: "Not Started",
        expiresAt: new Date(now.getTime() + 6 * DAY),
        startedAt: null,
        completedAt: null,
        durationMinutes: 30,
      },
      now,
      60,
    );
    expect(fast.expiresAt.getTime() - now.getTime()).toBe((6 * DAY) / 60);
  });

  it("leaves finished screens' history as it is", () => {
    const startedAt = new Date(now.getTime() - 3 * DAY);
    const completedAt = new Date(startedAt.getTime() + 40 * MINUTE);
    const expiresAt = new Date(now.getTime() - DAY);
    expect(seeded("Completed", "int_done", { startedAt, completedAt, expiresAt })).toEqual({
      startsAt: startedAt,
      completesAt: completedAt,
      expiresAt,
    });
  });
});
