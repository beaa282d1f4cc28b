import { describe, expect, it } from "vitest";
import { createRandom } from "./seeded-random";

describe("createRandom", () => {
  it("repeats the same sequence for the same seed and differs for another", () => {
    const a = createRandom("acme");
    const b = createRandom("acme");
    const c = createRandom("globex");
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it("keeps int() within its bounds", () => {
    const r = createRandom(7);
    const values = Array.from({ length: 1000 }, () => r.int(30, 60));
    expect(Math.min(...values)).toBe(30);
    expect(Math.max(...values)).toBe(60);
  });
});
