import { describe, expect, it } from "vitest";
import { appendixRows } from "./export-columns";

describe("the export's appendix tables", () => {
  it("leave out the candidate copy's search keys, raw answer and sync bookkeeping, and keep what it says of them", () => {
    const [row] = appendixRows("mirror_candidate", [
      {
        id: "cand-1",
        name: "Ada Lovelace",
        email: "ada@example.test",
        externalId: "gh-1",
        nameKey: "ada lovelace",
        emailKey: "ada@example.test",
        searchText: "ada lovelace ada@example.test gh-1",
        raw: { name: "Ada Lovelace" },
        confirmedAt: new Date(),
        seenRun: 3n,
        goneAt: null,
      },
    ]);
    expect(Object.keys(row!)).toEqual(["id", "name", "email", "externalId", "goneAt"]);
  });

  it("leave out every hash, and the audit chain's place and seal", () => {
    const [entry] = appendixRows("audit_event", [
      {
        id: "a1",
        action: "note.add",
        after: { body: "Called Ada" },
        seq: 4n,
        prevHash: "x",
        payloadHash: "y",
        seal: null,
        hash: "z",
      },
    ]);
    expect(entry).toEqual({ id: "a1", action: "note.add", after: { body: "Called Ada" } });
    const [link] = appendixRows("share_link", [{ id: "l1", tokenHash: "t", interviewId: "int-1" }]);
    expect(link).toEqual({ id: "l1", interviewId: "int-1" });
  });

  it("keep personal data whatever its form: free text, answers, IP addresses, bodies", () => {
    const rows = [{ id: "r1", body: "Called Ada", ipAddress: "81.2.69.142", payload: { email: "ada@example.test" } }];
    for (const table of ["note", "ip_report", "ats_inbound_event", "mirror_screen"])
      expect(appendixRows(table, rows)).toEqual(rows);
    expect(appendixRows("result_snapshot", [{ interviewId: "i", results: { score: 70 }, riskRank: 1 }])).toEqual([
      { interviewId: "i", results: { score: 70 } },
    ]);
  });
});
