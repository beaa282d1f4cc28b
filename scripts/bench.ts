import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startEmbeddedPostgres } from "../lib/db/embedded";
import { signIn } from "../lib/testing/http-session";
import { measureBulkIssue } from "../bench/measures/bulk-issue";
import { measureColdStart } from "../bench/measures/cold-start";
import { frameworkFloorKb, measureFirstLoadJs } from "../bench/measures/first-load-js";
import { measureListAll } from "../bench/measures/list-all";
import { measureResultsRender } from "../bench/measures/results-render";
import { measureSandboxThroughput } from "../bench/measures/sandbox-throughput";
import { measureTablePaint } from "../bench/measures/table-paint";
import { figure, markdownTable, printTable, writeResults, type Figure } from "../bench/report";
import { startAppServer } from "../bench/support/app-server";
import { sandboxHttp } from "../bench/support/sandbox-http";
import { seedBenchData } from "../bench/support/seed-data";
import { round } from "../bench/support/stats";
import { ensureBuild } from "./lib/build-freshness";
import { ensureChromium } from "./lib/browser";
import { temporaryDataDir } from "./lib/database-server";

/**
 * `npm run bench`: the seven measures of the performance issue, side by side in one run against the built app
 * in sandbox mode with an embedded Postgres in a fresh data directory under /tmp. Prints a table and writes
 * bench/results.json. Not part of `npm test`. Options: --rate R (sandbox rate limit and client limit for the
 * bulk measure, default 50), --error-rate (default 0.05), --rows (bulk rows, default 1000), --size (candidates
 * and assessments, default 10000), --seed sql|api (default sql), --only 1,2,… (a subset), --out FILE.
 */
const { values } = parseArgs({
  options: {
    rate: { type: "string", default: "50" },
    "error-rate": { type: "string", default: "0.05" },
    rows: { type: "string", default: "1000" },
    size: { type: "string", default: "10000" },
    seed: { type: "string", default: "sql" },
    only: { type: "string", default: "1,2,3,4,5,6,7" },
    out: { type: "string", default: "bench/results.json" },
  },
});
const rate = Number(values.rate);
const errorRate = Number(values["error-rate"]);
const rows = Number(values.rows);
const size = Number(values.size);
const only = new Set(values.only.split(",").map((s) => s.trim()));
if (!(rate > 0) || !(errorRate >= 0 && errorRate < 1) || !(rows > 0) || !(size > 0) || !["sql", "api"].includes(values.seed)) {
  throw new Error("Invalid options: see the header of scripts/bench.ts");
}
const API_KEY = "sbx_acme_demo";
const started = new Date();
const log = (line: string) => console.log(`▸ ${line}`);
const figures: Figure[] = [];
const raw: Record<string, unknown> = {};

process.env.NEXT_TELEMETRY_DISABLED = "1";
ensureBuild();

if (only.has("5")) {
  log("5. first-load JS per route (build output, gzip)");
  const routes = measureFirstLoadJs();
  const floor = frameworkFloorKb();
  const largest = routes[0]!;
  const smallest = routes.at(-1)!;
  raw.firstLoadJs = { frameworkFloorKb: floor, routes };
  const over = routes.filter((r) => r.gzipKb > 130).length;
  figures.push(
    figure("5", `first-load JS, largest route (${largest.route})`, largest.gzipKb, "kB gz", "≤ 130 kB", largest.gzipKb <= 130, `${over} of ${routes.length} routes over; Next/React root chunks alone ${floor} kB`),
    figure("5", `first-load JS, smallest route (${smallest.route})`, smallest.gzipKb, "kB gz", "≤ 130 kB", smallest.gzipKb <= 130, "per-route sizes in results.json"),
  );
}

const needsServer = ["1", "2", "3", "4", "6"].some((m) => only.has(m));
if (needsServer) {
  const dataDir = temporaryDataDir("bench-");
  log(`bench server: embedded Postgres in ${dataDir}`);
  const database = await startEmbeddedPostgres(path.join(dataDir, "postgres"));
  // The sandbox's own limit is raised for set-up and throughput; the bulk measure sets R on the organization.
  const server = await startAppServer({
    dataDir,
    env: { DATABASE_URL: database.url, SANDBOX_RATE_LIMIT_PER_SECOND: "100000", SCREENING_API_MAX_RPS: String(rate) },
  }).catch(async (error: unknown) => {
    await database.stop();
    throw error;
  });
  try {
    const http = sandboxHttp(server.baseUrl, API_KEY);
    const data = await seedBenchData(http, size, log, values.seed === "sql" ? { databaseUrl: database.url } : undefined);
    raw.seed = { candidates: data.candidates, assessments: data.assessments, seededWith: data.seededWith, seconds: round(data.seconds) };
    log(`data: ${data.candidates} candidates, ${data.assessments} assessments (${data.seededWith}, ${round(data.seconds, 1)} s)`);

    if (only.has("6")) {
      log("6. sandbox GET throughput against a bare handler");
      const t = await measureSandboxThroughput(server.baseUrl, API_KEY, data.completedInterviewId);
      raw.sandboxThroughput = t;
      const ratio = round(t.sandboxRps / t.baselineRps);
      figures.push(figure("6", "sandbox GET ÷ bare handler throughput", ratio, "×", "≥ 0.5", ratio >= 0.5, `${round(t.sandboxRps, 0)} vs ${round(t.baselineRps, 0)} req/s, ${t.concurrency} in flight`));
    }
    if (only.has("2")) {
      log(`2. list all ${data.assessments} assessments (pageSize 1000) against one page`);
      const l = await measureListAll(server.baseUrl, API_KEY);
      raw.listAll = l;
      const ratio = round(l.listAllMs / l.onePageMs);
      figures.push(figure("2", `listAll ${l.items} ÷ one page of 1000`, ratio, "×", "≤ 4", ratio <= 4, `${round(l.listAllMs, 0)} ms vs ${round(l.onePageMs, 0)} ms (page 1; last page ${round(l.lastPageMs, 0)} ms), median of ${l.rounds}`));
    }
    if (only.has("4")) {
      log("4. results page server render against /api/health, 200 requests each");
      const cookie = await signIn(server.baseUrl, "recruiter@sandbox.test");
      const r = await measureResultsRender(server.baseUrl, data.completedInterviewId, cookie);
      raw.resultsRender = r;
      figures.push(
        figure("4", "results page p95 (server render)", round(r.resultsP95Ms, 1), "ms", "≤ 150 ms", r.resultsP95Ms <= 150, `p50 ${round(r.resultsP50Ms, 1)} ms; ${r.requests} requests`),
        figure("4", "results ÷ /api/health, p50", round(r.resultsP50Ms / r.healthP50Ms, 1), "×", "–", null, `health p50 ${round(r.healthP50Ms, 1)} ms`),
        figure("4", "results ÷ /api/health, p95", round(r.resultsP95Ms / r.healthP95Ms, 1), "×", "–", null, `health p95 ${round(r.healthP95Ms, 1)} ms`),
      );
    }
    if (only.has("3")) {
      log("3. input to next paint in Chromium, median of 10");
      ensureChromium();
      const p = await measureTablePaint(server.baseUrl);
      raw.tablePaint = p;
      figures.push(
        figure("3", `candidates table sort (${p.candidatesRows} rows)`, round(p.candidatesSortMs, 1), "ms", "≤ 50 ms", p.candidatesSortMs <= 50, "click on the Name header"),
        figure("3", `candidates table filter (${p.candidatesRows} rows)`, round(p.candidatesFilterMs, 1), "ms", "≤ 50 ms", p.candidatesFilterMs <= 50, "typing in Search"),
        figure("3", `assessments page filter (${p.assessmentsRows} rows)`, round(p.assessmentsFilterMs, 1), "ms", "≤ 50 ms", p.assessmentsFilterMs <= 50, "status filter of a 1000-row page (no client sort exists)"),
      );
    }
    if (only.has("1")) {
      log(`1. bulk issue of ${rows} screens at ${rate} req/s with ${errorRate * 100}% injected 429/500`);
      const b = await measureBulkIssue({ baseUrl: server.baseUrl, databaseUrl: database.url, http, candidates: data.freeCandidates, problemId: data.problems[1]!, rate, errorRate, rows });
      raw.bulkIssue = b;
      const ratio = round(b.wallMs / b.idealMs);
      const s = (ms: number) => `${round(ms / 1000, 1)} s`;
      const detail = `${s(b.wallMs)} vs ${s(b.idealMs)} ideal; rows final: half at ${s(b.halfDoneMs)}, 95 % at ${s(b.p95DoneMs)}, all at ${s(b.allDoneMs)}; ${b.extraAttempts} retried claims`;
      figures.push(
        figure("1", `bulk issue wall ÷ (${rows} / R), R = ${rate}`, ratio, "×", "≤ 1.15", ratio <= 1.15, detail),
        figure("1", "bulk issue duplicates", b.duplicates, "", "0", b.duplicates === 0, "screens per candidate, from the sandbox"),
        figure("1", "bulk issue lost rows", b.lostRows, "", "0", b.lostRows === 0, JSON.stringify(b.rowStates)),
      );
    }
  } catch (error) {
    console.error(`The bench server's last output:\n${server.output().slice(-3000)}`);
    throw error;
  } finally {
    await server.stop();
    await database.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (only.has("7")) {
  log("7. cold start to the first 200 of /api/health (embedded Postgres included)");
  const c = await measureColdStart();
  raw.coldStart = c;
  figures.push(
    figure("7", "cold start, existing data dir", round(c.restartMs / 1000, 2), "s", "≤ 10 s", c.restartMs <= 10_000, `median of ${c.restarts} starts`),
    figure("7", "first start, fresh data dir", round(c.firstStartMs / 1000, 2), "s", "≤ 10 s", c.firstStartMs <= 10_000, "initdb, migrations, demo data"),
  );
}

figures.sort((a, b) => a.id.localeCompare(b.id));
const commit = (() => {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
})();
const run = {
  command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`,
  startedAt: started.toISOString(),
  seconds: round((Date.now() - started.getTime()) / 1000, 1),
  commit,
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, load ${os.loadavg().map((l) => l.toFixed(1)).join("/")}`,
};
console.log("");
printTable(figures);
writeResults(values.out, run, figures, raw);
fs.writeFileSync(values.out.replace(/\.json$/, ".md"), `${markdownTable(figures)}\n`);
console.log(`\nwrote ${values.out} (${run.seconds} s)`);
// Pooled keep-alive sockets and library exit hooks may hold the event loop open; the work is done.
process.exit(0);
