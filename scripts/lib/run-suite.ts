import path from "node:path";
import { spawn } from "node:child_process";
import { ensureChromium } from "./browser";
import {
  FAILED,
  playwrightOutcomes,
  readJson,
  vitestOutcomes,
  type PlaywrightReport,
  type VitestReport,
} from "./test-outcomes";

/** What one run of a suite counted, and the failed and retried tests by name (scripts/lib/test-outcomes.ts). */
export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  outcomes: string[];
}

export type VitestProject = "unit" | "integration" | "reliability";
export type PlaywrightSuite = "browser" | "independent";

interface RunOptions {
  /** Where the suite writes its JSON report. */
  report: string;
  /** Only these files (default: the whole suite). */
  files?: string[];
  env?: Record<string, string | undefined>;
  /** Extra command-line arguments for the runner. */
  args?: string[];
  /** Send the runner's output here instead of this process's terminal (parallel runs). */
  log?: NodeJS.WritableStream;
  /** A name for the run's report lines (default: the suite's). */
  label?: string;
}

const bin = (name: string) => path.resolve("node_modules/.bin", name);

function run(command: string, args: string[], options: RunOptions): Promise<number | null> {
  const child = spawn(command, args, {
    stdio: options.log ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...options.env },
  });
  if (options.log) {
    child.stdout?.pipe(options.log, { end: false });
    child.stderr?.pipe(options.log, { end: false });
  }
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

export async function runVitest(project: VitestProject, options: RunOptions): Promise<Counts> {
  const label = options.label ?? project;
  const status = await run(
    bin("vitest"),
    [
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${options.report}`,
      ...(options.args ?? []),
      ...(options.files ?? []),
    ],
    options,
  );
  const report = readJson<
    VitestReport & { numTotalTests: number; numPassedTests: number; numPendingTests: number; numTodoTests: number }
  >(options.report);
  if (!report) return { passed: 0, failed: 1, skipped: 0, outcomes: [`${FAILED}${label}: wrote no report`] };
  // Each failed test, and once each file that failed outside its tests (a failing hook, such as the integration
  // suite's conformance check, or an import error). The exit status cannot tell: embedded Postgres's exit hook ends
  // the process with 0.
  const outcomes = vitestOutcomes(report, label);
  // A suite that errored outside any file (a failed global setup: its report names no test, and the exit status may
  // still be 0) fails the run.
  const crashed = (status !== 0 || report.numTotalTests === 0) && outcomes.length === 0;
  const why =
    report.numTotalTests === 0 ? "ran no test (a failed global setup? see its output)" : `ended with exit ${status}`;
  return {
    passed: report.numPassedTests,
    failed: outcomes.length + (crashed ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
    outcomes: [...outcomes, ...(crashed ? [`${FAILED}${label}: ${why}`] : [])],
  };
}

export async function runPlaywright(suite: PlaywrightSuite, options: RunOptions): Promise<Counts> {
  ensureChromium();
  const label = options.label ?? suite;
  const config = suite === "browser" ? "playwright.config.ts" : "playwright.independent.config.ts";
  const status = await run(
    bin("playwright"),
    ["test", "-c", config, "--reporter=list,json", ...(options.args ?? []), ...(options.files ?? [])],
    { ...options, env: { ...options.env, PLAYWRIGHT_JSON_OUTPUT_FILE: options.report } },
  );
  const report = readJson<
    PlaywrightReport & { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
  >(options.report);
  if (!report) return { passed: 0, failed: 1, skipped: 0, outcomes: [`${FAILED}${label}: wrote no report`] };
  const crashed = status !== 0 && report.stats.unexpected === 0;
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (crashed ? 1 : 0),
    skipped: report.stats.skipped,
    outcomes: [
      ...playwrightOutcomes(report, label),
      ...(crashed ? [`${FAILED}${label}: ended with exit ${status}`] : []),
    ],
  };
}

export function addCounts(into: Counts, counts: Counts) {
  into.passed += counts.passed;
  into.failed += counts.failed;
  into.skipped += counts.skipped;
  into.outcomes.push(...counts.outcomes);
}

export const closingLine = (counts: Counts) =>
  `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}`;
