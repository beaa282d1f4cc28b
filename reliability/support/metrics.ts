import fs from "node:fs";
import path from "node:path";

/** Where each check leaves its counts for scripts/reliability.ts to print beside the pass/fail line. */
export const metricsDir = path.resolve(".test-results/reliability-metrics");

/** Records what a check measured (counts, not verdicts); the test's own assertions decide pass or fail. */
export function recordMetrics(check: string, counts: Record<string, number | string>) {
  fs.mkdirSync(metricsDir, { recursive: true });
  fs.writeFileSync(path.join(metricsDir, `${check}.json`), `${JSON.stringify(counts, null, 2)}\n`);
}
