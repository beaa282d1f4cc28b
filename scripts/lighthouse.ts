import fs from "node:fs";
import { parseArgs } from "node:util";
import { chromiumExecutable } from "../e2e/support/browser";
import { measureLighthouse, type LighthousePage } from "../bench/measures/lighthouse";
import { signIn } from "../testing/http-session";

/**
 * npm run lighthouse [-- --base URL --rounds N --result ID --out DIR]
 * Lighthouse mobile (its defaults: simulated throttling, a phone's screen) on the five pages of issue 40's target, in
 * turn, round after round, against a running dashboard in sandbox mode (`npm start`; --base, default
 * http://127.0.0.1:3000): the sign-in page signed out (the floor), then signed in as the demo admin the overview, the
 * candidates list, the integrity queue and a result (--result, default the queue's first). Prints each page's median
 * LCP and total blocking time with every run's, and the targets: LCP ≤ 2.5 s, blocking time ≤ 1.5 × the sign-in
 * page's. --out keeps each run's report. On a quiet machine: the figures move with anything else on the two cores.
 */
const { values } = parseArgs({
  options: {
    base: { type: "string", default: "http://127.0.0.1:3000" },
    rounds: { type: "string", default: "8" },
    result: { type: "string" },
    out: { type: "string" },
  },
});
const rounds = Number(values.rounds);
const chromePath = chromiumExecutable();
if (!Number.isInteger(rounds) || rounds < 1 || !chromePath) {
  console.error("Usage: npm run lighthouse [-- --base URL --rounds N --result ID --out DIR] (needs /usr/bin/chromium)");
  process.exit(2);
}
const baseUrl = values.base.replace(/\/$/, "");
const cookie = await signIn(baseUrl, "admin@sandbox.test");

async function firstResultOfQueue() {
  const html = await (await fetch(`${baseUrl}/integrity`, { headers: { cookie } })).text();
  const id = /href="\/results\/([^"?]+)/.exec(html)?.[1];
  if (!id) throw new Error("the integrity queue shows no result to measure; give one with --result");
  return id;
}

const pages: LighthousePage[] = [
  { name: "Sign-in (signed out)", file: "sign-in", path: "/sign-in", signedIn: false },
  { name: "Overview", file: "overview", path: "/", signedIn: true },
  { name: "Candidates", file: "candidates", path: "/candidates", signedIn: true },
  { name: "Integrity queue", file: "queue", path: "/integrity", signedIn: true },
  {
    name: "A result page",
    file: "result",
    path: `/results/${values.result ?? (await firstResultOfQueue())}`,
    signedIn: true,
  },
];
if (values.out) fs.mkdirSync(values.out, { recursive: true });

const figures = await measureLighthouse({
  baseUrl,
  pages,
  cookie,
  rounds,
  chromePath,
  outDir: values.out ?? null,
  log: (line) => console.error(line),
});
const floor = figures[0]!.tbtMs;
const seconds = (ms: number) => (ms / 1000).toFixed(2);
console.log(
  `| Page | LCP | Blocking time | LCP ≤ 2.5 s | Blocking ≤ 1.5 × sign-in's (${Math.round(floor * 1.5)} ms) |`,
);
console.log("| --- | --- | --- | --- | --- |");
for (const page of figures) {
  const tbtMet = page === figures[0] ? "(the floor)" : page.tbtMs <= floor * 1.5 ? "met" : "missed";
  console.log(
    `| ${page.name} | ${seconds(page.lcpMs)} s | ${Math.round(page.tbtMs)} ms | ${page.lcpMs <= 2500 ? "met" : "missed"} | ${tbtMet} |`,
  );
}
for (const page of figures) {
  const runs = page.runs.map((r) => `${seconds(r.lcpMs)} s / ${Math.round(r.tbtMs)} ms`).join(", ");
  console.log(`- ${page.name}, ${page.runs.length} runs (LCP / blocking time): ${runs}`);
}
