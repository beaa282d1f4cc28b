import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureBuild } from "./lib/build-freshness";
import { addCounts, closingLine, runPlaywright, runVitest, type Counts } from "./lib/run-suite";

/**
 * `npm test`: unit, integration, browser and independent suites, then one closing line `N passed, N failed`
 * summing them all, one suite at a time. `--suite integration` (repeatable) runs a subset.
 * Exits non-zero when anything failed.
 * `independent` tours the dashboard against a mock of its OpenAPI document (`playwright.independent.config.ts`).
 */
const SUITES = ["unit", "integration", "browser", "independent"] as const;
type Suite = (typeof SUITES)[number];

const { values } = parseArgs({
  options: {
    suite: { type: "string", multiple: true },
    "browser-workers": { type: "string" },
  },
});
/**
 * The journeys run on this many workers, each with its own server, a worker taking the next file when it is free
 * (E2E_WORKERS or --browser-workers; default 2, the cores of the machines this project runs on).
 */
const browserWorkers = Math.max(1, Number(values["browser-workers"] ?? process.env.E2E_WORKERS) || 2);
const selected = (values.suite ?? [...SUITES]) as Suite[];
const unknown = selected.filter((s) => !SUITES.includes(s));
if (unknown.length) throw new Error(`Unknown suite ${unknown.join(", ")}; choose from ${SUITES.join(", ")}`);

const reports = path.resolve(".test-results");
// A new run's reports replace the last run's; the reliability suite's, which CI runs beside this, stay.
fs.mkdirSync(reports, { recursive: true });
for (const entry of fs.readdirSync(reports))
  if (!entry.startsWith("reliability")) fs.rmSync(path.join(reports, entry), { recursive: true, force: true });

if (selected.some((s) => s !== "unit")) ensureBuild();
const totals: Counts = { passed: 0, failed: 0, skipped: 0, outcomes: [] };
// Each suite's wall time, for the stage table at the end of .ci/run.
const timings = path.join(reports, "timings.tsv");
async function runSuite(suite: Suite) {
  const started = Date.now();
  const report = path.join(reports, `${suite}.json`);
  const counts =
    suite === "browser"
      ? await runPlaywright("browser", { report, env: { E2E_WORKERS: String(browserWorkers) } })
      : suite === "independent"
        ? await runPlaywright(suite, { report })
        : await runVitest(suite, { report });
  const seconds = Math.round((Date.now() - started) / 1000);
  fs.appendFileSync(timings, `${suite}\t${seconds}\t${counts.passed}\t${counts.failed}\n`);
  return { counts, seconds };
}

for (const suite of selected) {
  console.log(`\n▸ ${suite} tests`);
  const { counts, seconds } = await runSuite(suite);
  console.log(`▸ ${suite}: ${closingLine(counts)} (${seconds} s)`);
  addCounts(totals, counts);
}
if (totals.outcomes.length) console.log(`\n${totals.outcomes.join("\n")}`);
console.log(`\n${closingLine(totals)}`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
