import pg from "pg";

export interface RunFigures {
  id: string;
  kind: string;
  status: string;
  seconds: number;
  apiCalls: number;
  screensSeen: number;
  candidatesSeen: number;
  resultsFetched: number;
  problemsRead: number;
}

/**
 * Waits for a sync run matching `where` to end, then reads what it did: up to an hour (a first sync of 1,000,000
 * screens on two cores), so a slow run is reported as missing its target rather than not at all.
 */
export async function awaitRun(
  databaseUrl: string,
  where: string,
  params: unknown[] = [],
  timeoutMs = 60 * 60_000,
): Promise<RunFigures> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
      const { rows } = await db.query<RunFigures & { lastError: string | null }>(
        `SELECT id::text, kind, status, extract(epoch FROM "finishedAt" - "startedAt")::float8 AS seconds, "apiCalls", "screensSeen", "candidatesSeen",
                "resultsFetched", "problemsRead", "lastError"
         FROM sync_run WHERE ${where} ORDER BY id DESC LIMIT 1`,
        params,
      );
      const run = rows[0];
      if (run?.status === "failed") throw new Error(`sync run ${run.id} failed: ${run.lastError}`);
      if (run?.status === "completed") return run;
    }
    throw new Error(`no sync run (${where}) completed in time`);
  } finally {
    await db.end();
  }
}

/**
 * Forgets everything the dashboard has mirrored, as on a first start against an organization with history:
 * the sandbox's own data (the organization) stays.
 */
export async function forgetMirror(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `TRUNCATE mirror_candidate, mirror_candidate_count, mirror_screen, mirror_status_count, result_snapshot, problem_registry, sync_run, sync_request, webhook_event`,
    );
  } finally {
    await db.end();
  }
}
