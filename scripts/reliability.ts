import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { ensureBuild } from "./lib/build-freshness";
import { FAILED, readJson, vitestOutcomes, type VitestReport } from "./lib/test-outcomes";

/**
 * `npm run test:reliability`: the vitest project "reliability" (RBAC matrix over every server action, webhook
 * fuzz, bulk job SIGKILL and resume, secrets in the build and in served pages, out-of-range input to every
 * action and form) against the built app. Prints what each check counted, then `N passed, N failed`; exits
 * non-zero on any failure. Not part of `npm test`: it starts and kills servers of its own and takes minutes.
 */
const reports = path.resolve(".test-results");
const out = path.join(reports, "reliability.json");
const metrics = path.join(reports, "reliability-metrics");
fs.mkdirSync(reports, { recursive: true });
fs.rmSync(out, { force: true });
fs.rmSync(metrics, { recursive: true, force: true });
process.env.NEXT_TELEMETRY_DISABLED = "1";

ensureBuild();
const run = spawnSync(
  path.resolve("node_modules/.bin/vitest"),
  ["run", "--project", "reliability", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`],
  {
    stdio: "inherit",
  },
);

const report = readJson<VitestReport & { numPassedTests: number; numFailedTests: number }>(out);
if (fs.existsSync(metrics)) {
  console.log("\n▸ what each check counted");
  for (const file of fs.readdirSync(metrics).sort()) {
    const counts = JSON.parse(fs.readFileSync(path.join(metrics, file), "utf8")) as Record<string, unknown>;
    console.log(
      `  ${file.replace(/\.json$/, "")}: ${Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")}`,
    );
  }
}
const passed = report?.numPassedTests ?? 0;
// A run that crashed outside any test (a failed global setup) still fails.
const crashed = run.status !== 0 && !report?.numFailedTests;
const failed = (report?.numFailedTests ?? 0) + (crashed ? 1 : 0);
const outcomes = [
  ...(report ? vitestOutcomes(report, "reliability") : []),
  ...(crashed ? [`${FAILED}reliability: ended with exit ${run.status}`] : []),
];
if (outcomes.length) console.log(`\n${outcomes.join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
