import { describe, expect, it } from "vitest";
import { poolShare } from "./pool-share";

describe("poolShare", () => {
  it("gives a single process the instance's whole budget", () => {
    expect(poolShare(10, 1)).toBe(10);
  });

  it("divides the budget among the processes, rounding up", () => {
    expect(poolShare(10, 2)).toBe(5);
    expect(poolShare(10, 3)).toBe(4);
    expect(poolShare(8, 4)).toBe(2);
  });

  it("never gives a process fewer than two connections", () => {
    expect(poolShare(10, 16)).toBe(2);
    expect(poolShare(2, 4)).toBe(2);
  });
});
