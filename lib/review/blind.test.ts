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
    level: "warning",
    description:
      "IP readings place the candidate in Germany (Berlin), France (Paris). The candidate is expected in Spain.",
  };
  const network = {
    id: "network-concealment",
    title: "Network anonymity",
    level: "critical",
    description:
      "Reported from 185.220.101.42 (Tor exit (DFRI), Stockholm, Sweden; reported by Okta sign-in); 2a01:4f8::1 (commercial VPN exit: Mullvad VPN, Falkenstein, Germany).",
    ip: "185.220.101.42",
  };

  it("shows a location check's evidence by country and distance, never the cities", () => {
    const shown = redactFlag(location, true);
    expect(shown).toMatchObject({ id: "location-mismatch", title: "Location consistency", level: "warning" });
    expect(shown.description).toContain("Countries: Germany and France; expected in Spain.");
    expect(shown.description).toContain("About 900 km between the places farthest apart.");
    for (const city of ["Berlin", "Paris", "IP readings place"]) expect(shown.description).not.toContain(city);
    expect(redactFlag(location, false)).toBe(location);
  });

  it("shows a network check's kinds of network, never the addresses, operators or the reporting system", () => {
    const shown = redactFlag(network, true);
    expect(shown.description).toContain("Network: VPN and Tor.");
    expect(shown.description).toContain("Countries: Sweden and Germany.");
    for (const secret of ["185.220", "2a01", "DFRI", "Mullvad", "Stockholm", "Falkenstein", "Okta"])
      expect(shown.description).not.toContain(secret);
    expect(shown).not.toHaveProperty("ip");
  });

  it("withholds a location finding it cannot read, and leaves other checks as they are", () => {
    const odd = { ...location, description: "Sign-ins from two far-apart places near Lake Bled." };
    expect(redactFlag(odd, true).description).toBe(
      "Where the IP readings place the candidate is hidden under blind review.",
    );
    const paste = { id: "paste-bursts", title: "Paste activity", level: "warning", description: "Three pastes." };
    expect(redactFlag(paste, true)).toBe(paste);
  });
});
