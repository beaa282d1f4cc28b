import { describe, expect, it } from "vitest";
import { chunkRoster } from "./roster-chunks";
import type { RosterEntry } from "./roster";

const roster = (n: number): RosterEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `Candidate ${i}`,
    email: `candidate.${i}@example.test`,
    integrationSource: "greenhouse",
    externalId: `gh-${i}`,
  }));

describe("chunkRoster", () => {
  it("keeps a small roster whole", () => {
    expect(chunkRoster(roster(3))).toEqual([roster(3)]);
  });

  it("splits 50,000 rows into parts under the byte budget, in order, losing none", () => {
    const all = roster(50_000);
    const parts = chunkRoster(all);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts)
      expect(new TextEncoder().encode(JSON.stringify(part)).length).toBeLessThanOrEqual(600_000);
    expect(parts.flat()).toEqual(all);
  });

  it("counts bytes, not characters, and lets an entry larger than the budget stand alone", () => {
    const wide = { name: "é".repeat(60), email: "e@x.test" };
    expect(chunkRoster([wide, wide], 150).map((p) => p.length)).toEqual([1, 1]);
  });
});
