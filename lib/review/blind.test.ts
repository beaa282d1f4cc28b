import { beforeEach, describe, expect, it, vi } from "vitest";

const settings = { blindRoles: [] as string[] };
const reveals: { userId: string; candidateId: string }[] = [];
vi.mock("@/lib/env", () => ({ env: { AUTH_SECRET: "a-test-secret-that-is-long-enough-for-hmac" } }));
vi.mock("./review-settings", () => ({ readReviewSettings: async () => settings }));
vi.mock("@/lib/db/client", () => ({
  db: {
    candidateReveal: {
      findMany: async ({ where }: { where: { userId: string; candidateId: { in: string[] } } }) =>
        reveals.filter((r) => r.userId === where.userId && where.candidateId.in.includes(r.candidateId)),
    },
    // No revealed candidate has a flagged result still awaiting this reader's verdicts (lib/review/reveal.ts).
    $queryRaw: async () => [],
  },
}));
const { identityView, isBlind, pseudonym, redactCandidate, redactFlag } = await import("./blind");

beforeEach(() => {
  settings.blindRoles = [];
  reveals.length = 0;
});

describe("isBlind", () => {
  it("applies to the roles chosen, never to admins", () => {
    expect(isBlind("recruiter", { blindRoles: ["recruiter"] })).toBe(true);
    expect(isBlind("manager", { blindRoles: ["recruiter"] })).toBe(false);
    expect(isBlind("manager", { blindRoles: ["recruiter", "manager"] })).toBe(true);
    expect(isBlind("admin", { blindRoles: ["recruiter", "manager"] })).toBe(false);
    expect(isBlind("recruiter", { blindRoles: [] })).toBe(false);
  });
});

describe("pseudonym", () => {
  it("is four base32 characters, the same for the same candidate on every call", () => {
    const name = pseudonym("cand_123");
    expect(name).toMatch(/^Candidate [A-Z2-7]{6}$/);
    expect(pseudonym("cand_123")).toBe(name);
  });

  it("differs between candidates (almost always: 20 bits) and does not contain the id", () => {
    const names = new Set(Array.from({ length: 50 }, (_, i) => pseudonym(`cand_${i}`)));
    expect(names.size).toBeGreaterThanOrEqual(48);
    expect(pseudonym("cand_ABCD")).not.toContain("ABCD");
  });
});

describe("redactCandidate", () => {
  const row = {
    candidateId: "cand_1",
    candidateName: "Ada Lovelace",
    candidateEmail: "ada@example.test",
    integrationSource: "greenhouse",
    externalId: "gh-77",
    scoutVerdict: "strong",
    score: 81,
  };
  const hidden = { blind: true, hides: () => true };

  it("replaces the name, empties the email and drops ATS ids and Scout for a hidden candidate", () => {
    expect(redactCandidate("cand_1", row, hidden)).toEqual({
      candidateId: "cand_1",
      candidateName: pseudonym("cand_1"),
      candidateEmail: "",
      integrationSource: null,
      externalId: null,
      scoutVerdict: null,
      score: 81,
    });
    expect(redactCandidate("cand_1", { name: "Ada", email: "ada@x.test" }, hidden)).toEqual({
      name: pseudonym("cand_1"),
      email: "",
    });
  });

  it("passes rows through for a sighted reader and adds no field a row did not have", () => {
    expect(redactCandidate("cand_1", row, { blind: false, hides: () => false })).toBe(row);
    expect(Object.keys(redactCandidate("cand_1", { name: "Ada" }, hidden))).toEqual(["name"]);
  });
});

describe("identityView", () => {
  it("is sighted for a role that is not blind and for admins", async () => {
    settings.blindRoles = ["manager"];
    expect((await identityView({ id: "u1", role: "recruiter" }, ["c1"])).hides("c1")).toBe(false);
    settings.blindRoles = ["recruiter", "manager"];
    expect((await identityView({ id: "u1", role: "admin" }, ["c1"])).blind).toBe(false);
  });

  it("hides every candidate but those this reader revealed", async () => {
    settings.blindRoles = ["recruiter"];
    reveals.push({ userId: "u1", candidateId: "c2" }, { userId: "u2", candidateId: "c1" });
    const view = await identityView({ id: "u1", role: "recruiter" }, ["c1", "c2"]);
    expect(view.blind).toBe(true);
    expect(view.hides("c1")).toBe(true);
    expect(view.hides("c2")).toBe(false);
  });
});

describe("redactFlag", () => {
  const location = {
    id: "location-mismatch",
    title: "Location consistency",
    description: "IP readings place the candidate in France (Paris).",
  };
  it("withholds where the IP readings place the candidate, and only for location checks", () => {
    expect(redactFlag(location, true).description).not.toContain("Paris");
    expect(redactFlag(location, true).title).toBe("Location consistency");
    expect(redactFlag(location, false)).toBe(location);
    const paste = { id: "paste-bursts", description: "Three pastes." };
    expect(redactFlag(paste, true)).toBe(paste);
  });
});
