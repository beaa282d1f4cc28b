import os from "node:os";
import fs from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres } from "../../lib/db/embedded";
import { acquireInstanceLock } from "./instance-lock";
import { dataDir, databaseUrl } from "./config";

/**
 * Runs `work` with a database URL: DATABASE_URL when set, else the embedded Postgres of the data directory
 * (started for the duration and stopped after, under the data directory's instance lock).
 */
export async function withDatabaseServer<T>(work: (url: string) => Promise<T>): Promise<T> {
  const external = databaseUrl();
  if (external) return work(external);
  const lock = acquireInstanceLock(dataDir());
  const db = await startEmbeddedPostgres(path.join(dataDir(), "postgres"));
  try {
    return await work(db.url);
  } finally {
    await db.stop();
    lock.release();
  }
}

/** A throwaway data directory for tests and benchmarks. */
export function temporaryDataDir(prefix = "screening-") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // The embedded Postgres runs as the postgres user, which must reach its folder inside.
  fs.chmodSync(dir, 0o755);
  return dir;
}
