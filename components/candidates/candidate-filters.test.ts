import { describe, expect, it } from "vitest";
import type { CandidateRow } from "@/lib/candidates/candidate-rows";
import { candidateMatcher, noCandidateFilters } from "./candidate-filters";

const candidate = (name: string, email: string, status: string, integrationSource: string | null = null, externalId: string | null = null): CandidateRow => ({
  identifier: `cand_${name}`,
  name,
  email,
  createdAt: "2026-01-01T00:00:00.000Z",
  integrationSource,
  externalId,
  status,
  screens: 1,
  lastScreenAt: null,
});

const ada = candidate("Ada Lovelace", "ada@example.test", "Completed", "greenhouse", "GH-1042");
const alan = candidate("Alan Turing", "alan@Enigma.test", "Invited");
const matches = (filters: Partial<typeof noCandidateFilters>) => [ada, alan].filter(candidateMatcher({ ...noCandidateFilters, ...filters })).map((c) => c.name);

describe("candidateMatcher", () => {
  it("searches name and email without regard to case or surrounding spaces", () => {
    expect(matches({ q: "  LOVE " })).toEqual(["Ada Lovelace"]);
    expect(matches({ q: "enigma" })).toEqual(["Alan Turing"]);
    expect(matches({ q: "a" })).toEqual(["Ada Lovelace", "Alan Turing"]);
  });

  it("does not match across the name and the email", () => {
    expect(matches({ q: "turingalan" })).toEqual([]);
  });

  it("combines the status and ATS filters with the search", () => {
    expect(matches({ status: "Invited" })).toEqual(["Alan Turing"]);
    expect(matches({ source: "greenhouse", externalId: "gh-10" })).toEqual(["Ada Lovelace"]);
    expect(matches({ q: "ada", status: "Invited" })).toEqual([]);
  });
});
