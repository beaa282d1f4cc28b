import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/env", () => ({ publicOrigin: "https://dash.example.test" }));
vi.mock("@/lib/db/client", () => ({ db: {} }));
const { describeCalibrationAssigned, describeSecondOpinionRequest } = await import("./compose-routed");

const names = {
  person: new Map([
    ["u-ada", "Ada Admin"],
    ["u-rita", "Rita Reviewer"],
  ]),
  flagTitle: new Map([["int_1:second-face", "Second face on camera"]]),
  setName: new Map([["set-1", "Q4 panel"]]),
  setDue: new Map<string, string>(),
  problem: new Map([["prob_1", "Event Pipeline in Python"]]),
  candidate: new Map([["cand_1", "Grace Hopper"]]),
};
const request = {
  interviewId: "int_1",
  flagId: "second-face",
  level: "critical",
  candidateId: "cand_1",
  problemId: "prob_1",
  requestedById: "u-ada",
  assigneeId: "u-rita",
};

describe("a second opinion asked of someone", () => {
  it("tells the person asked who asked, about which flag of which result, linked to the flag", () => {
    expect(describeSecondOpinionRequest(request, names, { type: "person" })).toEqual({
      title: "Ada Admin asked you for a second opinion",
      detail: "Second face on camera (critical) · Grace Hopper, Event Pipeline in Python",
      href: "https://dash.example.test/results/int_1#flag-second-face",
    });
  });

  it("tells a chat channel who asked whom, never which candidate", () => {
    const said = describeSecondOpinionRequest(request, names, { type: "channel" });
    expect(said.title).toBe("Ada Admin asked Rita Reviewer for a second opinion on a critical flag");
    expect(JSON.stringify(said)).not.toContain("Grace");
    expect(JSON.stringify(said)).not.toContain("cand_1");
  });

  it("still reads when a teammate or the flag is gone", () => {
    const said = describeSecondOpinionRequest({ ...request, requestedById: "u-gone", flagId: "paste" }, names, {
      type: "person",
    });
    expect(said.title).toBe("A former teammate asked you for a second opinion");
    expect(said.detail).toMatch(/^paste \(critical\)/);
  });
});

describe("a calibration round someone was added to", () => {
  const facts = { addedById: "u-ada", members: 3, items: 12, dueAt: "2026-12-03", problemId: "prob_1" };

  it("tells a member the set, its size and due day, linked to the set", () => {
    expect(describeCalibrationAssigned("set-1", facts, names, { type: "person" })).toEqual({
      title: "Ada Admin added you to the calibration round “Q4 panel”",
      detail: "12 results to decide · due 3 Dec 2026 · Event Pipeline in Python",
      href: "https://dash.example.test/integrity/calibration/set-1",
    });
  });

  it("gives the set's due day as it is now, changed or removed since", () => {
    const now = { ...names, setDue: new Map([["set-1", "2026-12-10"]]) };
    expect(describeCalibrationAssigned("set-1", facts, now, { type: "person" }).detail).toContain("due 10 Dec 2026");
    const removed = { ...names, setDue: new Map([["set-1", ""]]) };
    expect(describeCalibrationAssigned("set-1", facts, removed, { type: "person" }).detail).toContain("no due date");
  });

  it("tells a chat channel how many people, without naming them", () => {
    const said = describeCalibrationAssigned("set-1", { ...facts, dueAt: null }, names, { type: "channel" });
    expect(said.title).toBe("Ada Admin added 3 people to the calibration round “Q4 panel”");
    expect(said.detail).toBe("12 results to decide · no due date · Event Pipeline in Python");
  });
});
