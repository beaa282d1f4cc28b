import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureBuild } from "./lib/build-freshness";
import { closingLine, runVitest } from "./lib/run-suite";

/**
 * `npm run test:reliability`: the vitest project "reliability" (webhook
 * fuzz, SIGKILL and resume, secrets in the build and in served pages, out-of-range input to every action and form)
 * against the built app. Prints what each check counted, then `N passed, N failed`; exits non-zero on any failure.
 * Not part of `npm test`: it starts and kills servers of its own and takes minutes.
 *
 * `--part crash` runs only the files that kill servers and wait for the survivors (each with a database and servers
 * of its own, mostly waiting out leases and expiries: CI runs them beside `npm test`, at low priority); `--part
 * checks` runs the rest (timings among them, so CI runs them alone). Without `--part`, all of them.
 */
const CRASH_FILES = [
  "ats-crash",
  "audit-stream-crash",
  "bulk-crash",
  "instances",
  "notifications-crash",
  "sync-failover",
].map((name) => `reliability/${name}.reliability.test.ts`);
const { values } = parseArgs({ options: { part: { type: "string" } } });
const part = values.part ?? "all";
if (!["all", "crash", "checks"].includes(part)) throw new Error(`Unknown --part ${part}; choose crash or checks`);

const reports = path.resolve(".test-results");
const out = path.join(reports, part === "all" ? "reliability.json" : `reliability-${part}.json`);
const metrics = path.join(reports, "reliability-metrics");
fs.mkdirSync(reports, { recursive: true });
fs.rmSync(out, { force: true });
const started = Date.now();

ensureBuild();
const counts = await runVitest("reliability", {
  report: out,
  label: part === "all" ? "reliability" : `reliability (${part})`,
  files: part === "crash" ? CRASH_FILES : [],
  args: part === "checks" ? CRASH_FILES.flatMap((file) => ["--exclude", file]) : [],
  // The crash files start servers of their own: no shared app is started for them (reliability/setup.ts).
  env: part === "crash" ? { RELIABILITY_SHARED_APPS: "0" } : {},
});
// The counts this run's checks recorded (a part run beside another leaves the other's alone).
const recorded = fs.existsSync(metrics)
  ? fs
      .readdirSync(metrics)
      .sort()
      .filter((file) => fs.statSync(path.join(metrics, file)).mtimeMs >= started)
  : [];
if (recorded.length) {
  console.log("\n▸ what each check counted");
  for (const file of recorded) {
    const figures = JSON.parse(fs.readFileSync(path.join(metrics, file), "utf8")) as Record<string, unknown>;
    console.log(
      `  ${file.replace(/\.json$/, "")}: ${Object.entries(figures)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")}`,
    );
  }
}
if (counts.outcomes.length) console.log(`\n${counts.outcomes.join("\n")}`);
console.log(`\n${closingLine(counts)}`);
process.exit(counts.failed > 0 || counts.passed === 0 ? 1 : 0);
