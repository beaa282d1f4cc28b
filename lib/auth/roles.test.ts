import { describe, expect, it } from "vitest";
import { hasRole } from "./roles";

describe("hasRole", () => {
  it("lets a role do what lesser roles do, and no more", () => {
    expect(hasRole("admin", "manager")).toBe(true);
    expect(hasRole("manager", "manager")).toBe(true);
    expect(hasRole("recruiter", "manager")).toBe(false);
    expect(hasRole("manager", "admin")).toBe(false);
  });
});
