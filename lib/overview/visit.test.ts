import { describe, expect, it } from "vitest";
import { lookAt } from "./visit";

const at = (iso: string) => new Date(iso);

describe("lookAt", () => {
  it("has no baseline on the first visit", () => {
    expect(lookAt({ seenAt: null, baselineAt: null }, at("2026-11-25T09:00:00Z"))).toEqual({
      seenAt: at("2026-11-25T09:00:00Z"),
      baselineAt: null,
    });
  });

  it("keeps the visit's baseline for looks within 30 minutes of each other", () => {
    const state = { seenAt: at("2026-11-25T09:00:00Z"), baselineAt: at("2026-11-24T17:00:00Z") };
    expect(lookAt(state, at("2026-11-25T09:29:00Z")).baselineAt).toEqual(at("2026-11-24T17:00:00Z"));
  });

  it("starts a new visit from the last look after a longer gap", () => {
    const state = { seenAt: at("2026-11-25T09:00:00Z"), baselineAt: null };
    expect(lookAt(state, at("2026-11-25T09:31:00Z"))).toEqual({
      seenAt: at("2026-11-25T09:31:00Z"),
      baselineAt: at("2026-11-25T09:00:00Z"),
    });
  });
});
