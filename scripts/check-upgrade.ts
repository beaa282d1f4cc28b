import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { dropDatabase, ensureDatabase, withDatabase } from "../lib/db/embedded";
import { migrationHead } from "../lib/db/migrations";
import { signIn } from "../testing/http-session";
import { startAppServer, type AppServer } from "../testing/app-server";
import { readWithCurrentCode, type Check } from "./lib/upgrade/current-reads";
import { insertOldReleaseRows, made, PASSWORD } from "./lib/upgrade/old-release-rows";

/**
 * The upgrade test (CI, .ci/run): a database made by the previous release is upgraded by this code and every row its
 * users made is still there and readable. The previous release's tree comes from git (`git archive`, so a fresh clone
 * with its history is all it needs) and migrates an empty database with its own code and migrations
 * (`scripts/db/migrate.ts deploy` of that release, on this checkout's node_modules: the migration engine is the same
 * package). The rows are written in that release's schema (scripts/lib/upgrade/old-release-rows.ts). Then this code
 * starts on it as an operator's upgrade does (`npm start`: migrations under the advisory lock, then the server), and
 * the rows are read through this code's queries and through its pages, signed in as a user the old release made.
 *
 *   npx tsx scripts/check-upgrade.ts [<previous release commit>]     (UPGRADE_ADMIN_URL: a PostgreSQL to use)
 *
 * Ends with `N passed, N failed`; exits non-zero on any failure.
 */
const PREVIOUS_RELEASE = process.argv[2] ?? "6f6aa78";
const adminUrl = process.env.UPGRADE_ADMIN_URL ?? "postgres://root@127.0.0.1:5432/postgres";

const results: Check[] = [];
const check = (name: string, ok: boolean, detail = "") => {
  results.push([name, ok, detail]);
  console.log(`${ok ? "✓" : "✗"} ${name}${detail && !ok ? ` (${detail})` : ""}`);
};

/** The previous release's files in a temporary folder, with this checkout's node_modules. */
function checkOutRelease(commit: string) {
  if (spawnSync("git", ["cat-file", "-e", `${commit}^{commit}`]).status !== 0)
    throw new Error(`the commit ${commit} is not in this clone's history (a shallow clone? fetch with its history)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "screening-release-"));
  const archive = execFileSync("git", ["archive", "--format=tar", commit], { maxBuffer: 512 * 1024 * 1024 });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
  return dir;
}

/** The previous release migrates the empty database with its own code: the migrations it applied, by name. */
function migrateWithRelease(dir: string, databaseUrl: string) {
  const result = spawnSync(
    process.execPath,
    [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/db/migrate.ts", "deploy"],
    {
      cwd: dir,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: "utf8",
    },
  );
  if (result.status !== 0) throw new Error(`the previous release's migrate failed:\n${result.stdout}${result.stderr}`);
  return fs
    .readdirSync(path.join(dir, "prisma", "migrations"))
    .filter((name) => !name.endsWith(".toml"))
    .sort();
}

async function appliedMigrations(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ migration_name: string; finished: boolean }>(
      "SELECT migration_name, finished_at IS NOT NULL AND rolled_back_at IS NULL AS finished FROM _prisma_migrations ORDER BY migration_name",
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** The pages that list what the old release's users made, read as its admin (signed in with its password). */
async function readPages(server: AppServer) {
  const cookie = await signIn(server.baseUrl, made.admin.email, PASSWORD).catch(() => "");
  check("a user the previous release made signs in on this one (its password hash and role)", cookie !== "");
  const page = async (url: string) =>
    (await fetch(`${server.baseUrl}${url}`, { headers: { cookie }, redirect: "manual" })).text();
  const users = await page("/settings/users");
  check("Settings → Users lists both users", users.includes(made.admin.email) && users.includes(made.recruiter.email));
  const audit = await page(`/settings/audit?action=${encodeURIComponent(made.audit.action)}`);
  check("Settings → Audit shows the old release's audit event", audit.includes(made.recruiter.email));
  const calibration = await page("/integrity/calibration");
  check("Integrity → Calibration lists the old release's calibration set", calibration.includes(made.calibration.name));
}

async function main() {
  const name = `screening_upgrade_${process.pid}`;
  const databaseUrl = withDatabase(adminUrl, name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "screening-upgrade-data-"));
  let release: string | undefined;
  let server: AppServer | undefined;
  await ensureDatabase(adminUrl, name);
  try {
    release = checkOutRelease(PREVIOUS_RELEASE);
    const old = migrateWithRelease(release, databaseUrl);
    const afterOld = await appliedMigrations(databaseUrl);
    check(
      `the previous release (${PREVIOUS_RELEASE}) migrated an empty database: ${old.length} migrations, up to ${old.at(-1)}`,
      afterOld.length === old.length && afterOld.every((m) => m.finished),
    );
    await insertOldReleaseRows(databaseUrl);
    server = await startAppServer({ databaseUrl, dataDir, ready: "live" });
    const afterNew = await appliedMigrations(databaseUrl);
    const head = migrationHead();
    check(
      `this code upgraded it on start: ${afterNew.length - afterOld.length} new migrations, up to ${head}`,
      afterNew.every((m) => m.finished) && afterNew.some((m) => m.migration_name === head),
    );
    for (const [what, ok, detail] of await readWithCurrentCode(databaseUrl))
      check(`${what} made by the previous release reads back through this code`, ok, detail);
    await readPages(server);
  } catch (error) {
    check("the upgrade ran to the end", false, error instanceof Error ? error.message : String(error));
  } finally {
    await server?.stop();
    await dropDatabase(adminUrl, name).catch(() => {});
    if (release) fs.rmSync(release, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const failed = results.filter(([, ok]) => !ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

await main();
