import { describe, expect, it } from "vitest";
import { advancePath, assessmentStatusAt, candidateStatusFrom, dueSteps, problemStatusAt } from "./lifecycle-status";

const now = new Date("2026-01-10T12:00:00Z");
const past = new Date("2026-01-10T11:59:59Z");
const future = new Date("2026-01-10T12:00:01Z");

describe("problemStatusAt", () => {
  it("reads Creating as Ready once readyAt has passed", () => {
    expect(problemStatusAt({ status: "Creating", readyAt: past }, now)).toBe("Ready");
    expect(problemStatusAt({ status: "Creating", readyAt: future }, now)).toBe("Creating");
  });

  it("keeps a Creating problem without readyAt Creating, and other states as stored", () => {
    expect(problemStatusAt({ status: "Creating", readyAt: null }, now)).toBe("Creating");
    expect(problemStatusAt({ status: "Archived", readyAt: past }, now)).toBe("Archived");
  });
});

describe("assessmentStatusAt", () => {
  it("expires an unstarted screen past its expiry only", () => {
    expect(assessmentStatusAt({ status: "Not Started", expiresAt: past }, now)).toBe("Expired");
    expect(assessmentStatusAt({ status: "Not Started", expiresAt: future }, now)).toBe("Not Started");
    expect(assessmentStatusAt({ status: "In Progress", expiresAt: past }, now)).toBe("In Progress");
  });
});

describe("candidateStatusFrom", () => {
  it("follows the latest screen", () => {
    expect(candidateStatusFrom(undefined, now)).toBe("Not Assigned");
    expect(candidateStatusFrom({ status: "Not Started", expiresAt: future }, now)).toBe("Invited");
    expect(candidateStatusFrom({ status: "Not Started", expiresAt: past }, now)).toBe("Expired");
    expect(candidateStatusFrom({ status: "Completed", expiresAt: past }, now)).toBe("Completed");
  });
});

describe("dueSteps and the derived screen status", () => {
  const base = { status: "Not Started", expiresAt: future };

  it("starts a screen at its planned start and completes it at its planned submission", () => {
    const started = { ...base, startsAt: past, completesAt: future };
    expect(dueSteps(started, now)).toEqual([{ to: "In Progress", at: past }]);
    expect(assessmentStatusAt(started, now)).toBe("In Progress");
    const submitted = { ...base, startsAt: new Date("2026-01-10T11:00:00Z"), completesAt: past };
    expect(dueSteps(submitted, now).map((s) => s.to)).toEqual(["In Progress", "Completed"]);
    expect(assessmentStatusAt(submitted, now)).toBe("Completed");
    expect(candidateStatusFrom(submitted, now)).toBe("Completed");
  });

  it("expires a screen whose planned start comes after its link expired, and one never started", () => {
    const late = { status: "Not Started", expiresAt: past, startsAt: future, completesAt: null };
    expect(dueSteps({ ...late, startsAt: new Date("2026-01-10T12:00:00Z") }, new Date("2026-01-11T00:00:00Z"))).toEqual(
      [{ to: "Expired", at: past }],
    );
    expect(assessmentStatusAt({ ...late, startsAt: null }, now)).toBe("Expired");
  });

  it("completes an In Progress screen on time and leaves finished ones alone", () => {
    expect(dueSteps({ status: "In Progress", expiresAt: past, completesAt: past }, now)).toEqual([
      { to: "Completed", at: past },
    ]);
    expect(dueSteps({ status: "In Progress", expiresAt: past, completesAt: future }, now)).toEqual([]);
    expect(dueSteps({ status: "Completed", expiresAt: past, startsAt: past, completesAt: past }, now)).toEqual([]);
    expect(dueSteps({ status: "Expired", expiresAt: past, startsAt: past }, now)).toEqual([]);
  });
});

describe("advancePath", () => {
  it("moves forward only, passing through In Progress on the way to Completed", () => {
    expect(advancePath("Not Started", "In Progress")).toEqual(["In Progress"]);
    expect(advancePath("Not Started", "Completed")).toEqual(["In Progress", "Completed"]);
    expect(advancePath("Not Started", "Expired")).toEqual(["Expired"]);
    expect(advancePath("In Progress", "Completed")).toEqual(["Completed"]);
  });

  it("refuses every other move", () => {
    expect(advancePath("In Progress", "In Progress")).toBeNull();
    expect(advancePath("In Progress", "Expired")).toBeNull();
    for (const to of ["In Progress", "Completed", "Expired"] as const) {
      expect(advancePath("Completed", to)).toBeNull();
      expect(advancePath("Expired", to)).toBeNull();
    }
  });
});
