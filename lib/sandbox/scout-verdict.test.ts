import { describe, expect, it } from "vitest";
import { handleMatchesName } from "./scout-checks";
import { findSpans } from "./scout-employment";
import { computeScoutVerdict } from "./scout-verdict";

const now = new Date("2025-06-01T00:00:00Z");
const candidate = { name: "Zoë Müller", email: "zoe.mueller@acme-robotics.example" };
const resume = `Zoë Müller
zoe.mueller@acme-robotics.example | +49 30 1234567
Experience
Senior Engineer, Acme Robotics, Mar 2021 - present
Software Engineer, Initech, 2017 – 2021
Intern, Globex, 2016-17`;

const status = (result: ReturnType<typeof computeScoutVerdict>) =>
  Object.fromEntries(result.findings.map((f) => [f.check, f.status]));

describe("computeScoutVerdict", () => {
  it("verifies a consistent candidate", () => {
    const result = computeScoutVerdict({
      candidate,
      phone: "+49 30 1234567",
      linkedinUrl: "https://www.linkedin.com/in/zoe-muller-4b2a1c/",
      githubUrl: "https://github.com/octo-builder",
      resumeTexts: [resume],
      now,
    });
    expect(result.verdict).toBe("verified");
    expect(status(result)).toEqual({
      phone: "pass",
      "linkedin-url": "pass",
      "github-url": "pass",
      "resume-name": "pass",
      "resume-email": "pass",
      "employment-history": "pass",
      "profile-name": "pass",
    });
    expect(result.summary).toMatch(/^Verified Zoë Müller: phone, LinkedIn URL/);
    expect(result.findings.find((f) => f.check === "profile-name")?.detail).toContain("not name-based");
  });

  it("skips phone checks without a phone and still verifies", () => {
    const result = computeScoutVerdict({ candidate, resumeTexts: [resume], now });
    expect(result.verdict).toBe("verified");
    expect(status(result).phone).toBe("skipped");
    expect(result.summary).toContain("skipped for lack of data");
  });

  it("reports discrepancies with the failing details", () => {
    const result = computeScoutVerdict({
      candidate,
      phone: "030 1234567",
      linkedinUrl: "https://www.linkedin.com/in/john-smith",
      githubUrl: "https://gitlab.com/zoe",
      resumeTexts: ["John Smith\njohn@smith.example\nLead Engineer, 2020 - 2031"],
      now,
    });
    expect(result.verdict).toBe("discrepancies");
    expect(status(result)).toEqual({
      phone: "fail",
      "linkedin-url": "pass",
      "github-url": "fail",
      "resume-name": "fail",
      "resume-email": "fail",
      "employment-history": "fail",
      "profile-name": "fail",
    });
    expect(result.summary).toContain("2020 - 2031");
    expect(result.summary).toContain("/in/john-smith");
  });

  it("flags overlapping and backwards employment spans", () => {
    const overlapping = [
      "CTO, A, 2015 - 2024",
      "CTO, B, 2015 - 2024",
      "CTO, C, 2016 - 2023",
      "CTO, D, 2016 - 2022",
    ].join("\n");
    const result = computeScoutVerdict({
      candidate,
      resumeTexts: [`${candidate.name} ${candidate.email}\n${overlapping}\nEngineer, 2012 - 2010`],
      now,
    });
    const detail = result.findings.find((f) => f.check === "employment-history")?.detail ?? "";
    expect(result.verdict).toBe("discrepancies");
    expect(detail).toContain("4 positions held at the same time");
    expect(detail).toContain("2012 - 2010");
  });

  it("is unverifiable with nothing to check against", () => {
    const bare = computeScoutVerdict({ candidate, phone: "+14155550101", resumeTexts: [], now });
    expect(bare.verdict).toBe("unverifiable");
    expect(bare.summary).toContain("no resume was provided");
    const unreadable = computeScoutVerdict({ candidate, resumeTexts: ["   "], now });
    expect(unreadable.verdict).toBe("unverifiable");
    expect(unreadable.summary).toContain("no readable text");
  });

  it("accepts the email's company domain but not a free-mail domain", () => {
    const company = computeScoutVerdict({
      candidate,
      resumeTexts: [`${candidate.name}, engineer at acme-robotics.example`],
      now,
    });
    expect(status(company)["resume-email"]).toBe("pass");
    const gmail = computeScoutVerdict({
      candidate: { ...candidate, email: "zoe@gmail.com" },
      resumeTexts: [`${candidate.name}, reach me at gmail.com`],
      now,
    });
    expect(status(gmail)["resume-email"]).toBe("fail");
  });
});

describe("helpers", () => {
  it("matches handles derived from the name", () => {
    for (const handle of ["zoe-muller-4b2a1c", "zmuller", "zoem", "mueller-zoe", "ZoeMuller"]) {
      expect(handleMatchesName(handle, "Zoë Müller") || handleMatchesName(handle, "Zoe Mueller"), handle).toBe(true);
    }
    expect(handleMatchesName("john-smith", "Zoë Müller")).toBe(false);
  });

  it("reads year ranges, open ends and two-digit shorthand", () => {
    expect(findSpans("Jan 2019 – Present; 2016-17; 1999-01; 2010 to 2012", 2025).map((s) => [s.start, s.end])).toEqual([
      [2019, 2025],
      [2016, 2017],
      [1999, 2001],
      [2010, 2012],
    ]);
  });
});
