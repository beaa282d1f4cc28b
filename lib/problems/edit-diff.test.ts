import { describe, expect, it } from "vitest";
import { updateProblemRequestSchema } from "@/lib/api-contract/requests";
import type { Problem } from "@/lib/api-contract/responses";
import { editBaseline } from "./edit-baseline";
import { diffEdit, editValues, type EditBaseline } from "./edit-diff";

const problem = (extra: Partial<Problem> = {}): Problem => ({
  id: "prob_1",
  name: "Payments API",
  status: "Ready",
  type: "technical-assessment",
  duration: 45,
  candidateSummary: "c",
  problemSummary: "p",
  scoringCategories: [{ title: "Correctness", weight: 100, rubric: "r" }],
  externalResourceMode: "CLOSED",
  ...extra,
});

const baseline = (extra: Partial<Problem> = {}): EditBaseline => editBaseline(problem(extra));

describe("diffEdit", () => {
  it("sends nothing when nothing changed", () => {
    const b = baseline({ expirationDays: 14 });
    expect(diffEdit(b, editValues(b))).toEqual({});
  });

  it("sends only the changed fields, title trimmed and numbers as numbers", () => {
    const b = baseline();
    expect(diffEdit(b, { ...editValues(b), problemTitle: "  Ledger API ", desiredTime: "60" })).toEqual({
      problemTitle: "Ledger API",
      desiredTime: 60,
    });
  });

  it("sends AI-usage scoring with the AI_ASSISTED mode, and not with CLOSED", () => {
    const closed = baseline();
    expect(
      diffEdit(closed, { ...editValues(closed), externalResourceMode: "AI_ASSISTED", includeAiUsageScoring: true }),
    ).toEqual({
      externalResourceMode: "AI_ASSISTED",
      includeAiUsageScoring: true,
    });
    const assisted = baseline({ externalResourceMode: "AI_ASSISTED" });
    expect(
      diffEdit(assisted, { ...editValues(assisted), externalResourceMode: "CLOSED", includeAiUsageScoring: true }),
    ).toEqual({ externalResourceMode: "CLOSED" });
  });

  it("re-sends the AI_ASSISTED mode when only the AI-usage setting changes, so the service accepts it", () => {
    const b = baseline({ externalResourceMode: "AI_ASSISTED" });
    const changes = diffEdit(b, { ...editValues(b), includeAiUsageScoring: true });
    expect(changes).toEqual({ externalResourceMode: "AI_ASSISTED", includeAiUsageScoring: true });
    expect(updateProblemRequestSchema.safeParse(changes).success).toBe(true);
  });

  it("reads AI-usage scoring from the category when the service sends no flag", () => {
    const b = baseline({
      externalResourceMode: "AI_ASSISTED",
      scoringCategories: [{ title: "AI Usage", weight: 20, rubric: "r" }],
    });
    expect(b.includeAiUsageScoring).toBe(true);
    expect(diffEdit(b, editValues(b))).toEqual({});
  });

  it("clears the expiry to null only when the problem had its own value", () => {
    const own = baseline({ expirationDays: 14 });
    expect(diffEdit(own, { ...editValues(own), expirationDays: "" })).toEqual({ expirationDays: null });
    const byDefault = baseline({ expirationDays: null });
    expect(diffEdit(byDefault, { ...editValues(byDefault), expirationDays: " " })).toEqual({});
    const unreported = baseline();
    expect(diffEdit(unreported, { ...editValues(unreported), expirationDays: "" })).toEqual({});
    expect(diffEdit(unreported, { ...editValues(unreported), expirationDays: "30" })).toEqual({ expirationDays: 30 });
  });

  it("keeps invalid inputs so the update schema names them", () => {
    const b = baseline();
    const changes = diffEdit(b, { ...editValues(b), desiredTime: "", expirationDays: "400", problemTitle: "" });
    const issues = updateProblemRequestSchema.safeParse(changes).error?.issues.map((i) => i.path[0]);
    expect(issues).toEqual(expect.arrayContaining(["desiredTime", "expirationDays", "problemTitle"]));
  });

  it("keeps an unreported mode as it is and leaves OPEN untouched", () => {
    const unknownMode = baseline({ externalResourceMode: undefined });
    expect(diffEdit(unknownMode, { ...editValues(unknownMode), includeAiUsageScoring: true })).toEqual({});
    const open = baseline({ externalResourceMode: "OPEN" });
    expect(diffEdit(open, { ...editValues(open), externalResourceMode: undefined })).toEqual({});
  });
});
