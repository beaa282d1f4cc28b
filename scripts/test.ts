import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureBuild } from "./lib/build-freshness";
import { addCounts, closingLine, runPlaywright, runVitest, type Counts } from "./lib/run-suite";

/**
 * `npm test`: unit, integration, browser and independent suites, then one closing line `N passed, N failed`
 * summing them all. `--suite integration` (repeatable) runs a subset; `--overlap` runs the browser journeys beside the
 * integration suite (below).
 * Exits non-zero when anything failed.
 * `independent` tours the dashboard against a mock of its OpenAPI document (`playwright.independent.config.ts`).
 */
const SUITES = ["unit", "integration", "browser", "independent"] as const;
type Suite = (typeof SUITES)[number];

const { values } = parseArgs({
  options: {
    suite: { type: "string", multiple: true },
    "browser-workers": { type: "string" },
    overlap: { type: "boolean", default: false },
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
async function runSuite(suite: Suite, log?: fs.WriteStream) {
  const started = Date.now();
  const report = path.join(reports, `${suite}.json`);
  const counts =
    suite === "browser"
      ? await runPlaywright("browser", { report, log, env: { E2E_WORKERS: String(browserWorkers) } })
      : suite === "independent"
        ? await runPlaywright(suite, { report, log })
        : await runVitest(suite, { report, log });
  const seconds = Math.round((Date.now() - started) / 1000);
  fs.appendFileSync(timings, `${suite}\t${seconds}\t${counts.passed}\t${counts.failed}\n`);
  return { counts, seconds };
}

/**
 * One suite at a time, or with `--overlap`: the unit suite alone (it wants both cores), then the browser journeys beside
 * the integration suite and, after it, the independent tour. The integration suite mostly waits on clocks (a job's
 * expiry, a retry, a webhook; 10–25 % of two cores, sampled from /proc/stat over a run), so the three take about 1,500 s
 * together instead of 2,200 on two cores; but its timed waits then run on a loaded machine, and each of three loaded
 * runs met a test that had not allowed for that. The journeys' output streams; the side suites' goes to
 * `.test-results/<suite>.log`, printed when the journeys end.
 */
const side = selected.filter((s) => s === "integration" || s === "independent");
const overlap = values.overlap && selected.includes("browser") && side.length > 0;
const stages: Suite[][] = overlap
  ? [selected.filter((s) => s === "unit"), ["browser" as Suite, ...side]].filter((stage) => stage.length)
  : selected.map((s) => [s]);
for (const stage of stages) {
  if (stage.length === 1) {
    const suite = stage[0]!;
    console.log(`\n▸ ${suite} tests`);
    const { counts, seconds } = await runSuite(suite);
    console.log(`▸ ${suite}: ${closingLine(counts)} (${seconds} s)`);
    addCounts(totals, counts);
    continue;
  }
  const [lead, ...rest] = stage as [Suite, ...Suite[]];
  console.log(`\n▸ ${lead} tests, with ${rest.join(" then ")} beside them (their output follows)`);
  const logs = rest.map((suite) => path.join(reports, `${suite}.log`));
  const besides = (async () => {
    const results = [];
    for (const [i, suite] of rest.entries()) {
      const log = fs.createWriteStream(logs[i]!);
      results.push({ suite, ...(await runSuite(suite, log)) });
      await new Promise((resolve) => log.end(resolve));
    }
    return results;
  })();
  const led = await runSuite(lead);
  const results = [{ suite: lead, ...led }, ...(await besides)];
  for (const file of logs) process.stdout.write(`\n${fs.readFileSync(file, "utf8")}`);
  for (const { suite, counts, seconds } of results) {
    console.log(`▸ ${suite}: ${closingLine(counts)} (${seconds} s)`);
    addCounts(totals, counts);
  }
}
if (totals.outcomes.length) console.log(`\n${totals.outcomes.join("\n")}`);
console.log(`\n${closingLine(totals)}`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
