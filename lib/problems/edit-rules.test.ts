import { describe, expect, it } from "vitest";
import { editBlockers, modeLockReason, unknownFacts } from "./edit-rules";

describe("editBlockers", () => {
  it("lets a Ready technical assessment be edited", () => {
    expect(editBlockers({ status: "Ready", type: "technical-assessment", isFromServiceTestBank: false })).toEqual([]);
  });

  it.each([
    [{ type: "video-screen", status: "Ready" }, /video screens/i, true],
    [{ status: "Archived" }, /archived/i, true],
    [{ status: "Ready", isFromServiceTestBank: true }, /test bank/i, true],
    [{ status: "Creating" }, /still being created/i, false],
    [{ status: "Suspended" }, /only ready problems.*Suspended/i, false],
  ])("explains why %o cannot be edited", (facts, words, lasting) => {
    const blockers = editBlockers(facts);
    expect(blockers).toHaveLength(1);
    expect(blockers[0]?.reason).toMatch(words);
    expect(blockers[0]?.lasting).toBe(lasting);
  });
});

describe("modeLockReason", () => {
  it("locks only OPEN", () => {
    expect(modeLockReason({ externalResourceMode: "OPEN" })).toMatch(/cannot convert/);
    expect(modeLockReason({ externalResourceMode: "CLOSED" })).toBeNull();
    expect(modeLockReason({})).toBeNull();
  });
});

describe("unknownFacts", () => {
  it("names what the second read shape leaves out", () => {
    expect(unknownFacts({})).toMatch(/status, type, external-resource policy/);
    expect(unknownFacts({ status: "Ready", type: "technical-assessment", externalResourceMode: "CLOSED" })).toBeNull();
  });
});
