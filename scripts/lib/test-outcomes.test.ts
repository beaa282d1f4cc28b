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
            {
              status: "failed",
              fullName: "a breaks",
              failureMessages: ["AssertionError: expected 2 to be 3 // Object.is equality\n    at lib/a.test.ts:9:5"],
            },
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
      "✗ unit: lib/a.test.ts › a breaks — AssertionError: expected 2 to be 3 // Object.is equality | at lib/a.test.ts:9:5",
      "✗ unit: lib/b.test.ts (Hook timed out in 10000ms. | more)",
    ]);
  });

  it("names Playwright's failed and retried journeys through nested describe blocks", () => {
    // The shape Playwright 1.x's JSON reporter wrote for a run with retries: 1 (results cut to what is read).
    const notVisible = {
      message: "\u001b[31mError: \u001b[39mexpect(locator).toBeVisible() failed\n\nLocator: getByText('Send again')",
    };
    const report = {
      suites: [
        {
          title: "a.spec.ts",
          file: "a.spec.ts",
          specs: [
            { title: "passes", line: 2, tests: [{ status: "expected" }] },
            {
              title: "fails always",
              line: 3,
              tests: [
                {
                  status: "unexpected",
                  results: [
                    { retry: 0, status: "failed", error: notVisible, errorLocation: { file: "a.spec.ts", line: 7 } },
                    { retry: 1, status: "timedOut", error: { message: "Test timeout of 60000ms exceeded." } },
                  ],
                },
              ],
            },
          ],
          suites: [
            {
              title: "group",
              file: "a.spec.ts",
              specs: [
                {
                  title: "flaky one",
                  line: 5,
                  tests: [
                    {
                      status: "flaky",
                      results: [
                        { retry: 0, status: "failed" },
                        { retry: 1, status: "passed" },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightOutcomes(report, "browser")).toEqual([
      "✗ browser: a.spec.ts:3 › fails always — try 1: Error: expect(locator).toBeVisible() failed | " +
        "Locator: getByText('Send again') (at a.spec.ts:7); try 2: Test timeout of 60000ms exceeded.",
      "↻ browser: a.spec.ts:5 › flaky one — try 1: failed",
    ]);
  });
});
