import fs from "node:fs";
import path from "node:path";
import { canSignal } from "../../lib/utils/process-alive";
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { addCompileHints } from "./compile-hints";
import { precompressStaticFiles } from "./precompress";
import { generatePrismaClient } from "./prisma-client";

const INPUTS = [
  "app",
  "components",
  "lib",
  "public",
  "prisma/schema",
  "next.config.ts",
  "proxy.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
  "instrumentation.ts",
  "scripts/lib/compile-hints.ts",
  "scripts/lib/precompress.ts",
];
const SKIP = new Set(["node_modules", "generated"]);
const STAMP = path.join(".next", "source-hash");

function* files(entry: string): Generator<string> {
  if (!fs.existsSync(entry)) return;
  if (fs.statSync(entry).isFile()) return yield entry;
  for (const child of fs.readdirSync(entry).sort()) {
    if (SKIP.has(child) || child.endsWith(".test.ts")) continue;
    yield* files(path.join(entry, child));
  }
}

/** A hash of everything that goes into `next build`, so a stale build is never served after a pull. */
export function sourceHash() {
  const hash = createHash("sha256");
  // A standalone build (the image's) is not the one `next start` serves: the kind of build is part of its hash.
  hash.update(`output:${process.env.NEXT_OUTPUT ?? ""}`);
  for (const input of INPUTS) for (const file of files(input)) hash.update(file).update(fs.readFileSync(file));
  return hash.digest("hex");
}

const LOCK = ".next-build.lock";

/** One build at a time per checkout: a start and a test run (or two starts) must not write .next together. */
function withBuildLock(work: () => void) {
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      fs.writeFileSync(LOCK, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(LOCK, "utf8"));
      if (!owner || !canSignal(owner)) fs.rmSync(LOCK, { force: true });
      else if (Date.now() > deadline) throw new Error(`Another build (pid ${owner}) holds ${LOCK}.`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    work();
  } finally {
    fs.rmSync(LOCK, { force: true });
  }
}

const builtHash = () =>
  fs.existsSync(path.join(".next", "BUILD_ID")) && fs.existsSync(STAMP) ? fs.readFileSync(STAMP, "utf8") : "";

/** Runs `next build` unless .next already holds a build of exactly these sources (or `force`). */
export function ensureBuild({ force = false } = {}) {
  if (builtHash() === sourceHash() && !force) return;
  withBuildLock(() => build(force));
}

function build(force: boolean) {
  const wanted = sourceHash();
  if (builtHash() === wanted && !force) return;
  if (!force) console.log("▸ Building the dashboard (first start or changed sources)…");
  // The generated Prisma client is compiled into the build: generated from the schema being built, always. A
  // client left from before a schema change selects columns a migration dropped, and every query of that model
  // fails at run time (how the bulk rows' move to the job engine first failed its crash test).
  generatePrismaClient();
  // A build made on the way to serving or testing (`npm start`, `npm test`) skips next build's type check (about 30 s
  // of a first start): types are checked by `npm run typecheck`, CI and `npm run build` (unless BUILD_SKIP_TYPECHECK=1).
  const skipTypecheck = force ? (process.env.BUILD_SKIP_TYPECHECK ?? "0") : "1";
  const result = spawnSync(process.execPath, [nextBin(), "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", BUILD_SKIP_TYPECHECK: skipTypecheck },
  });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`);
  addCompileHints();
  precompressStaticFiles();
  fs.writeFileSync(STAMP, wanted);
}

export function nextBin() {
  return path.resolve("node_modules/next/dist/bin/next");
}
