import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { parseArgs } from "node:util";
import { ensureBuild } from "./lib/build-freshness";
import { addCounts, closingLine, runPlaywright, runVitest, type Counts, type VitestProject } from "./lib/run-suite";

/**
 * `npm run test:flaky -- <files…> [--repeat N] [--parallel P] [--load L] [--retry-check]`: runs the chosen tests N
 * times while L processes keep cores busy, to find a flake before CI does. Each file goes to its own suite by its
 * name (`*.spec.ts` a browser journey, `*.reliability.test.ts`, `*.integration.test.ts`, else unit). Vitest files run
 * as P copies at once, each with its own server and database (the suites' global setups); journeys run N times
 * (`--repeat-each`) on P workers, each worker with a server of its own, the way CI runs them. Ends with each failure and its cause, then
 * `N passed, N failed` over every try. `--retry-check` fails each journey's first try once its body has run
 * (E2E_FAIL_FIRST_TRY, e2e/support/journey.ts) and lets the retry run, so a retry that cannot pass from what the first
 * try left behind shows up here.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    repeat: { type: "string", default: "5" },
    parallel: { type: "string", default: "2" },
    load: { type: "string", default: "1" },
    "retry-check": { type: "boolean", default: false },
  },
});
const repeat = positiveInt(values.repeat, "--repeat");
const parallel = positiveInt(values.parallel, "--parallel");
const load = Number(values.load);
if (!positionals.length) {
  console.error("Name the test files: npm run test:flaky -- lib/sync/convergence.integration.test.ts --repeat 5");
  process.exit(2);
}
for (const file of positionals) if (!fs.existsSync(file)) throw new Error(`No such test file: ${file}`);

function positiveInt(value: string | undefined, flag: string) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} takes a whole number of 1 or more, not ${value}`);
  return n;
}

function suiteOf(file: string): VitestProject | "browser" {
  if (file.endsWith(".spec.ts")) return "browser";
  if (file.endsWith(".reliability.test.ts")) return "reliability";
  if (file.endsWith(".integration.test.ts")) return "integration";
  return "unit";
}

/** Busy loops at the lowest priority, so the tests get the cores first but never have them to themselves. */
function startLoad(processes: number): ChildProcess[] {
  return Array.from({ length: Math.max(0, Math.min(processes, os.cpus().length * 2)) }, () => {
    const child = spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
    if (child.pid) os.setPriority(child.pid, 19);
    return child;
  });
}

const reports = fs.mkdtempSync(path.join(os.tmpdir(), "screening-flaky-"));
const bySuite = new Map<VitestProject | "browser", string[]>();
for (const file of positionals) bySuite.set(suiteOf(file), [...(bySuite.get(suiteOf(file)) ?? []), file]);
if ([...bySuite.keys()].some((s) => s !== "unit")) ensureBuild();

/** The vitest copies, at most `parallel` at a time; each copy's output goes to a log file of its own. */
async function vitestCopies(project: VitestProject, files: string[]): Promise<Counts> {
  const totals: Counts = { passed: 0, failed: 0, skipped: 0, outcomes: [] };
  let next = 0;
  const worker = async () => {
    for (let copy = next++; copy < repeat; copy = next++) {
      const label = `${project} #${copy + 1}`;
      const log = fs.createWriteStream(path.join(reports, `${project}-${copy + 1}.log`));
      const counts = await runVitest(project, {
        report: path.join(reports, `${project}-${copy + 1}.json`),
        files,
        log,
        label,
        // One app per copy: `--parallel` copies are the parallelism asked for.
        env: { INTEGRATION_WORKERS: "1", RELIABILITY_WORKERS: "1" },
      });
      log.end();
      console.log(`▸ ${label}: ${closingLine(counts)}${counts.failed ? ` (its output: ${log.path})` : ""}`);
      addCounts(totals, counts);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, repeat) }, worker));
  return totals;
}

const busy = startLoad(load);
const stopLoad = () => busy.forEach((child) => child.kill("SIGKILL"));
process.once("exit", stopLoad);
console.log(
  `▸ ${positionals.length} file(s), ${repeat} time(s) each, ${parallel} at once, ${busy.length} busy process(es); logs in ${reports}`,
);
const totals: Counts = { passed: 0, failed: 0, skipped: 0, outcomes: [] };
for (const [suite, files] of bySuite) {
  if (suite === "browser") {
    const counts = await runPlaywright("browser", {
      report: path.join(reports, "browser.json"),
      files,
      args: [`--repeat-each=${repeat}`, ...(values["retry-check"] ? ["--retries=1"] : [])],
      // `--parallel` workers, each with a server of its own (e2e/support/servers.ts).
      env: { E2E_WORKERS: String(parallel), ...(values["retry-check"] ? { E2E_FAIL_FIRST_TRY: "1" } : {}) },
    });
    addCounts(totals, counts);
  } else addCounts(totals, await vitestCopies(suite, files));
}
stopLoad();
if (totals.outcomes.length) console.log(`\n${totals.outcomes.join("\n")}`);
console.log(`\n${closingLine(totals)}`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
