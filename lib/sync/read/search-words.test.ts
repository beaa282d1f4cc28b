import { describe, expect, it } from "vitest";
import { probeWords } from "./search-words";

describe("probeWords", () => {
  it("splits a folded search into the words of three characters or more, each once", () => {
    expect(probeWords("Bench Candidate 042")).toEqual(["bench", "candidate", "042"]);
    expect(probeWords("José López-García")).toEqual(["jose", "lopez", "garcia"]);
    expect(probeWords("ann@acme.io ann")).toEqual(["ann", "acme"]);
  });

  it("leaves out what the index cannot look up alone", () => {
    expect(probeWords("al b2 x")).toEqual([]);
    expect(probeWords("%_\\")).toEqual([]);
  });
});
