import path from "node:path";
import { describe, expect, it } from "vitest";
import { playwrightOutcomes, vitestOutcomes } from "./test-outcomes";

describe("the tests a report names as failed or retried", () => {
  it("names vitest's failed tests, and a file that failed outside its tests once", () => {
    const report = {
      testResults: [
        {
          name: path.resolve("lib/a.test.ts"),
          status: "failed",
          assertionResults: [
            { status: "passed", fullName: "a passes" },
            { status: "failed", fullName: "a breaks" },
          ],
        },
        {
          name: path.resolve("lib/b.test.ts"),
          status: "failed",
          message: "Hook timed out in 10000ms.\nmore",
          assertionResults: [{ status: "skipped", fullName: "b" }],
        },
        {
          name: path.resolve("lib/c.test.ts"),
          status: "passed",
          assertionResults: [{ status: "passed", fullName: "c" }],
        },
      ],
    };
    expect(vitestOutcomes(report, "unit")).toEqual([
      "✗ unit: lib/a.test.ts › a breaks",
      "✗ unit: lib/b.test.ts (Hook timed out in 10000ms.)",
    ]);
  });

  it("names Playwright's failed and retried journeys through nested describe blocks", () => {
    // The shape Playwright 1.x's JSON reporter wrote for a run with retries: 1 (results left out).
    const report = {
      suites: [
        {
          title: "a.spec.ts",
          file: "a.spec.ts",
          specs: [
            { title: "passes", line: 2, tests: [{ status: "expected" }] },
            { title: "fails always", line: 3, tests: [{ status: "unexpected" }] },
          ],
          suites: [
            {
              title: "group",
              file: "a.spec.ts",
              specs: [{ title: "flaky one", line: 5, tests: [{ status: "flaky" }] }],
            },
          ],
        },
      ],
    };
    expect(playwrightOutcomes(report, "browser")).toEqual([
      "✗ browser: a.spec.ts:3 › fails always",
      "↻ browser: a.spec.ts:5 › flaky one",
    ]);
  });
});
