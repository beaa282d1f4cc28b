import { describe, expect, it } from "vitest";
import { StreamSlots } from "./stream-slots";

describe("StreamSlots", () => {
  it("caps streams per user and per instance, and gives a slot back once when released", () => {
    const slots = new StreamSlots({ perUser: 2, perInstance: 3 });
    const a1 = slots.acquire("a");
    const a2 = slots.acquire("a");
    expect(a1 && a2).toBeTruthy();
    expect(slots.acquire("a")).toBeNull();
    const b1 = slots.acquire("b");
    expect(b1).toBeTruthy();
    expect(slots.acquire("c")).toBeNull();
    a1!();
    a1!();
    expect(slots.acquire("c")).toBeTruthy();
    expect(slots.acquire("a")).toBeNull();
    a2!();
    expect(slots.acquire("a")).toBeTruthy();
  });
});
