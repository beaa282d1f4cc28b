import fs from "node:fs";
import { temporaryDataDir } from "../../scripts/lib/database-server";
import { startAppServer } from "../../testing/app-server";
import { median } from "../support/stats";

export interface ColdStartFigures {
  /** Fresh data directory: initdb, migrations and the sandbox's demo data before the first 200. */
  firstStartMs: number;
  /** Median over `restarts` starts on the data directory the first start left (a normal `npm start`). */
  restartMs: number;
  restarts: number;
}

/**
 * Measure 7: from spawning the launcher (`scripts/start.ts`, as `npm start` runs it) to the first 200 of
 * /api/health, polled every 50 ms, with the launcher's own embedded Postgres. The build is already current, so
 * its freshness check is part of the figure but no build is.
 */
export async function measureColdStart(restarts = 3): Promise<ColdStartFigures> {
  const dataDir = temporaryDataDir("bench-cold-");
  const env = { DATABASE_URL: "" };
  try {
    const first = await startAppServer({ dataDir, env });
    await first.stop();
    const times: number[] = [];
    for (let i = 0; i < restarts; i++) {
      const server = await startAppServer({ dataDir, env });
      times.push(server.startMs);
      await server.stop();
    }
    return { firstStartMs: first.startMs, restartMs: median(times), restarts };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
