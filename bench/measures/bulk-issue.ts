import pg from "pg";
import { signIn } from "../../testing/http-session";
import { callAction, listServerActions } from "../../testing/server-actions";
import type { SandboxHttp } from "../../testing/sandbox-http";

export interface BulkFigures {
  rows: number;
  rateLimitPerSecond: number;
  errorRate: number;
  wallMs: number;
  idealMs: number;
  duplicates: number;
  lostRows: number;
  /** Claims beyond the first, summed over the rows: the retries the injected faults caused. */
  extraAttempts: number;
  rowStates: Record<string, number>;
  /** When half, 95 % and all of the rows were final, from the action call: throughput versus a retry tail. */
  halfDoneMs: number;
  p95DoneMs: number;
  allDoneMs: number;
}

interface Page {
  assessments: { candidateId: string; problemId: string }[];
  pagination: { totalPages: number };
}

async function screensPerCandidate(http: SandboxHttp, problemId: string) {
  const counts = new Map<string, number>();
  for (let page = 1, total = 1; page <= total && page <= 100; page++) {
    const body = await http.json<Page>("GET", `/api/public/assessments?page=${page}&pageSize=1000`);
    total = body.pagination.totalPages;
    for (const a of body.assessments)
      if (a.problemId === problemId) counts.set(a.candidateId, (counts.get(a.candidateId) ?? 0) + 1);
  }
  return counts;
}

/**
 * Measure 1: an admin starts a bulk job of `rows` existing candidates through createBulkJobAction over HTTP;
 * the sandbox answers at most R requests a second with `errorRate` of them injected 429s and 500s (half each),
 * and the app's client is limited to R (SCREENING_API_MAX_RPS, set when the server started). Wall time runs
 * from the action call to the job's finishedAt. Duplicates and lost rows are counted from the sandbox's own
 * list of screens, not from the job's bookkeeping.
 */
export async function measureBulkIssue(options: {
  baseUrl: string;
  databaseUrl: string;
  http: SandboxHttp;
  candidates: string[];
  problemId: string;
  rate: number;
  errorRate: number;
  rows?: number;
}): Promise<BulkFigures> {
  const rows = options.rows ?? 1000;
  if (options.candidates.length < rows)
    throw new Error(`Only ${options.candidates.length} candidates for ${rows} rows`);
  const roster = options.candidates
    .slice(0, rows)
    .map((candidateId) => ({ candidateId, name: "Bench Candidate", email: "bench@bench.example" }));
  const action = listServerActions().find((a) => a.name === "createBulkJobAction");
  if (!action) throw new Error("The build has no createBulkJobAction");
  const cookie = await signIn(options.baseUrl, "admin@sandbox.test");
  await options.http.json("POST", "/api/sandbox/faults", {
    rateLimitPerSecond: options.rate,
    errorRate: options.errorRate,
  });
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  try {
    // A full bucket at the start, as for any client arriving after a quiet second.
    await new Promise((r) => setTimeout(r, 1100));
    const started = Date.now();
    const { status, result } = await callAction(
      options.baseUrl,
      action,
      { problemId: options.problemId, options: { shouldSendEmail: false }, roster },
      cookie,
    );
    const created = result as { ok: boolean; data?: { jobId: string }; message?: string };
    if (!created?.ok || !created.data)
      throw new Error(`createBulkJobAction failed (${status}): ${JSON.stringify(result)}`);
    const jobId = created.data.jobId;
    // Bounded: the ideal is rows / rate seconds; ten times that plus a minute is a broken run, not a slow one.
    const deadline = started + (rows / options.rate) * 10_000 + 60_000;
    let finishedAt: Date | null = null;
    while (!finishedAt) {
      if (Date.now() > deadline) throw new Error(`Bulk job ${jobId} did not finish in time`);
      await new Promise((r) => setTimeout(r, 100));
      const { rows: jobs } = await db.query<{ status: string; finishedAt: Date | null }>(
        `SELECT status, "finishedAt" FROM bulk_job WHERE id = $1`,
        [jobId],
      );
      if (jobs[0]?.status === "completed") finishedAt = jobs[0].finishedAt ?? new Date();
      else if (jobs[0] && !["running", "preparing"].includes(jobs[0].status))
        throw new Error(`Bulk job ${jobId} ended ${jobs[0].status}`);
    }
    const wallMs = finishedAt.getTime() - started;
    const { rows: states } = await db.query<{ state: string; n: number; extra: number }>(
      `SELECT state, COUNT(*)::int AS n, SUM(GREATEST(attempts - 1, 0))::int AS extra FROM bulk_job_row WHERE "jobId" = $1 GROUP BY state`,
      [jobId],
    );
    const { rows: done } = await db.query<{ half: Date; p95: Date; last: Date }>(
      `SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY "updatedAt") AS half, percentile_disc(0.95) WITHIN GROUP (ORDER BY "updatedAt") AS p95,
              MAX("updatedAt") AS last FROM bulk_job_row WHERE "jobId" = $1`,
      [jobId],
    );
    await options.http.json("POST", "/api/sandbox/faults", { rateLimitPerSecond: null, errorRate: null });
    const counts = await screensPerCandidate(options.http, options.problemId);
    const asked = roster.map((r) => counts.get(r.candidateId) ?? 0);
    return {
      rows,
      rateLimitPerSecond: options.rate,
      errorRate: options.errorRate,
      wallMs,
      idealMs: (rows / options.rate) * 1000,
      duplicates: asked.reduce((sum, n) => sum + Math.max(0, n - 1), 0),
      lostRows: asked.filter((n) => n === 0).length,
      extraAttempts: states.reduce((sum, s) => sum + s.extra, 0),
      rowStates: Object.fromEntries(states.map((s) => [s.state, s.n]).sort()),
      halfDoneMs: done[0]!.half.getTime() - started,
      p95DoneMs: done[0]!.p95.getTime() - started,
      allDoneMs: done[0]!.last.getTime() - started,
    };
  } finally {
    await options.http
      .json("POST", "/api/sandbox/faults", { rateLimitPerSecond: null, errorRate: null })
      .catch(() => {});
    await db.end();
  }
}
