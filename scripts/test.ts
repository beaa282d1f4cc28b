import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { ensureBuild } from "./lib/build-freshness";
import { ensureChromium } from "./lib/browser";
import {
  FAILED,
  playwrightOutcomes,
  readJson,
  vitestOutcomes,
  type PlaywrightReport,
  type VitestReport,
} from "./lib/test-outcomes";

/**
 * `npm test`: unit, integration, browser and independent suites, then one closing line `N passed, N failed`
 * summing them all. `--suite integration` (repeatable) runs a subset. Exits non-zero when anything failed.
 * `independent` tours the dashboard against a mock of its OpenAPI document (`playwright.independent.config.ts`).
 */
const SUITES = ["unit", "integration", "browser", "independent"] as const;
type Suite = (typeof SUITES)[number];
interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** The failed and retried tests by name (scripts/lib/test-outcomes.ts). */
  outcomes: string[];
}

const { values } = parseArgs({ options: { suite: { type: "string", multiple: true } } });
const selected = (values.suite ?? [...SUITES]) as Suite[];
const unknown = selected.filter((s) => !SUITES.includes(s));
if (unknown.length) throw new Error(`Unknown suite ${unknown.join(", ")}; choose from ${SUITES.join(", ")}`);

const reports = path.resolve(".test-results");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const bin = (name: string) => path.resolve("node_modules/.bin", name);
process.env.NEXT_TELEMETRY_DISABLED = "1";

function runVitest(project: "unit" | "integration"): Counts {
  const out = path.join(reports, `${project}.json`);
  const run = spawnSync(
    bin("vitest"),
    ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`],
    {
      stdio: "inherit",
    },
  );
  const report = readJson<VitestReport & { numPassedTests: number; numPendingTests: number; numTodoTests: number }>(
    out,
  );
  if (!report) return { passed: 0, failed: 1, skipped: 0, outcomes: [`${FAILED}${project}: wrote no report`] };
  // Each failed test, and once each file that failed outside its tests (a failing hook, such as the integration
  // suite's conformance check, or an import error). The exit status cannot tell: embedded Postgres's exit hook ends
  // the process with 0.
  const outcomes = vitestOutcomes(report, project);
  const failed = outcomes.length;
  // A suite that errored outside any file (a failed global setup) still fails the run.
  const crashed = run.status !== 0 && failed === 0 ? 1 : 0;
  return {
    passed: report.numPassedTests,
    failed: failed + crashed,
    skipped: report.numPendingTests + report.numTodoTests,
    outcomes: [...outcomes, ...(crashed ? [`${FAILED}${project}: ended with exit ${run.status}`] : [])],
  };
}

function runPlaywright(suite: "browser" | "independent"): Counts {
  ensureChromium();
  const out = path.join(reports, `${suite}.json`);
  const config = suite === "browser" ? "playwright.config.ts" : "playwright.independent.config.ts";
  const run = spawnSync(bin("playwright"), ["test", "-c", config, "--reporter=list,json"], {
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: out },
  });
  const report = readJson<
    PlaywrightReport & { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
  >(out);
  if (!report) return { passed: 0, failed: 1, skipped: 0, outcomes: [`${FAILED}${suite}: wrote no report`] };
  const crashed = run.status !== 0 && report.stats.unexpected === 0 ? 1 : 0;
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + crashed,
    skipped: report.stats.skipped,
    outcomes: [
      ...playwrightOutcomes(report, suite),
      ...(crashed ? [`${FAILED}${suite}: ended with exit ${run.status}`] : []),
    ],
  };
}

if (selected.some((s) => s !== "unit")) ensureBuild();
const totals: Counts = { passed: 0, failed: 0, skipped: 0, outcomes: [] };
for (const suite of selected) {
  console.log(`\n▸ ${suite} tests`);
  const counts = suite === "browser" || suite === "independent" ? runPlaywright(suite) : runVitest(suite);
  console.log(`▸ ${suite}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  totals.outcomes.push(...counts.outcomes);
}
if (totals.outcomes.length) console.log(`\n${totals.outcomes.join("\n")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
