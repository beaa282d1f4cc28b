import { describe, expect, it } from "vitest";
import { describeCounts } from "./describe-counts";

describe("describeCounts", () => {
  it("names each kind in plain words with its number", () => {
    expect(describeCounts({ candidates: 1, screens: 3, ipReports: 1, zero: 0, auditEntries: 2, atsInbound: 1 })).toBe(
      "1 candidate record, 3 screens, 1 IP report, 2 audit entries, 1 ATS web hook body",
    );
  });
  it("says so when nothing was held", () => {
    expect(describeCounts({})).toBe("nothing was held");
  });
});
