import pg from "pg";

/**
 * BENCH-ONLY: `size` screens spread over the last 365 days across 12 problems, three ATS sources (and none), three
 * issuers (and none), in every state, the completed ones with results, flags, verdicts and decisions, written
 * straight into the read model and the annotations as a year of syncs and reviews would have left them. The
 * analytics triggers keep the rollups as the rows go in, exactly as they do for the sync; the measured pages then
 * read only the rollups. Returns one of the problems and the seeding time.
 */
/** Screens a transaction writes: about what a sync writes between two commits, many times over. */
const BATCH = 20_000;

export async function seedAnalytics(
  databaseUrl: string,
  size: number,
  log: (line: string) => void = () => undefined,
): Promise<{ problemId: string; seconds: number }> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const tag = Math.random().toString(36).slice(2, 8);
  try {
    const { rows: users } = await client.query<{ id: string }>(`SELECT id FROM "User" ORDER BY email LIMIT 3`);
    const ids = users.map((u) => u.id);
    await client.query(
      `INSERT INTO problem_registry ("problemId", name, status, type, origin, "updatedAt")
       SELECT 'prob_bench_an_' || $1 || '_' || k, 'Bench analytics ' || k, 'Ready', 'technical-assessment', 'added', now()
       FROM generate_series(1, 12) AS k`,
      [tag],
    );
    await client.query(
      `CREATE TEMP TABLE analytics_seed AS
       SELECT n, 'cand_ba_' || $2 || '_' || n AS cand, 'int_ba_' || $2 || '_' || n AS id,
              'prob_bench_an_' || $2 || '_' || (1 + n % 12) AS problem,
              (ARRAY['greenhouse', 'lever', 'ashby', NULL])[1 + n % 4] AS source,
              (ARRAY[$3::text, $4::text, $5::text, NULL])[1 + (n / 7) % 4] AS issuer,
              issued,
              CASE WHEN r < 0.10 THEN 'Not Started' WHEN r < 0.18 THEN 'In Progress' WHEN r < 0.32 THEN 'Expired' ELSE 'Completed' END AS status,
              (600 + random() * 5400)::int AS takes,
              issued + make_interval(secs => (random() * 72 * 3600)::int) AS started,
              LEAST(100, GREATEST(0, 55 + 15 * (random() + random() + random() - 1.5) * 2))::numeric(4, 1)::float8 AS score,
              random() AS fr, random() AS dr
       FROM (SELECT n, now() - make_interval(secs => (($1::int - n) * 365.0 * 86400 / $1::int + random() * 3600)::int) AS issued,
                    random() AS r
             FROM generate_series(1, $1::int) AS n) s`,
      [size, tag, ids[0] ?? null, ids[1] ?? null, ids[2] ?? null],
    );
    await client.query("CREATE INDEX ON analytics_seed (n)");
    // In batches and in the order they were issued, as a year of syncs wrote them: each statement's triggers fold
    // one batch (about a week of screens at 1,000,000) into the rollups.
    for (let first = 1; first <= size; first += BATCH) {
      const batch = [first, Math.min(size, first + BATCH - 1)];
      await client.query("BEGIN");
      await client.query(
        `INSERT INTO screen_issuer ("screenId", "userId", "issuedAt") SELECT id, issuer, issued FROM analytics_seed WHERE issuer IS NOT NULL AND n BETWEEN $1 AND $2`,
        batch,
      );
      await client.query(
        `INSERT INTO mirror_candidate (id, name, email, "integrationSource", "createdAt", "nameKey", "emailKey", "searchText", raw, "confirmedAt", "updatedAt")
         SELECT cand, 'Analytics Person ' || n, 'analytics-' || n || '@bench.example', source, issued, 'analytics person ' || n,
                'analytics-' || n || '@bench.example', 'analytics person ' || n, '{}', now(), now()
         FROM analytics_seed WHERE n BETWEEN $1 AND $2`,
        batch,
      );
      await client.query(
        `INSERT INTO result_snapshot ("interviewId", "candidateId", "problemId", score, risk, "flagCount", "criticalCount", "completedAt",
                                      "completionTimeSeconds", results)
         SELECT id, cand, problem, score, 'low', CASE WHEN fr < 0.3 THEN 1 ELSE 0 END, 0, started + make_interval(secs => takes), takes,
                jsonb_build_object('integrity_report', jsonb_build_object('flags',
                  CASE WHEN fr < 0.3 THEN jsonb_build_array(jsonb_build_object('id', 'f1', 'title',
                    (ARRAY['Tab switching', 'Paste activity', 'AI tool use'])[1 + (n % 3)], 'level', 'warning')) ELSE '[]'::jsonb END))
         FROM analytics_seed WHERE status = 'Completed' AND started + make_interval(secs => takes) < now() AND n BETWEEN $1 AND $2`,
        batch,
      );
      await client.query(
        `INSERT INTO mirror_screen (id, "candidateId", "problemId", "problemType", status, "createdAt", raw, "statusAt", score, risk, "flagCount",
                                    "criticalCount", "completedAt", "completionTimeSeconds", "confirmedAt", "updatedAt")
         SELECT s.id, s.cand, s.problem, 'technical-assessment', CASE WHEN r."interviewId" IS NULL AND s.status = 'Completed' THEN 'In Progress' ELSE s.status END,
                s.issued, '{}', LEAST(s.started, now()), r.score, r.risk, r."flagCount", r."criticalCount", r."completedAt", r."completionTimeSeconds", now(), now()
         FROM analytics_seed s LEFT JOIN result_snapshot r ON r."interviewId" = s.id WHERE s.n BETWEEN $1 AND $2`,
        batch,
      );
      await client.query(
        `INSERT INTO flag_review ("interviewId", "flagId", "reviewerId", verdict, note, "createdAt", "updatedAt")
         SELECT r."interviewId", 'f1', $1, 'dismissed', '', LEAST(r."completedAt" + make_interval(secs => (s.dr * 96 * 3600)::int), now()), now()
         FROM result_snapshot r JOIN analytics_seed s ON s.id = r."interviewId" WHERE r."flagCount" > 0 AND s.dr < 0.8 AND s.n BETWEEN $2 AND $3`,
        [ids[0], ...batch],
      );
      await client.query(
        `INSERT INTO decision (id, "interviewId", "reviewerId", decision, reason, "createdAt", "updatedAt")
         SELECT gen_random_uuid(), r."interviewId", (ARRAY[$1::text, $2::text, $3::text])[1 + s.n % 3],
                CASE WHEN r.score >= 70 THEN 'advance' WHEN r.score < 45 THEN 'reject' ELSE (ARRAY['advance', 'hold', 'reject'])[1 + s.n % 3] END, '',
                LEAST(r."completedAt" + make_interval(secs => (s.dr * 120 * 3600)::int), now()), now()
         FROM result_snapshot r JOIN analytics_seed s ON s.id = r."interviewId" WHERE s.dr < 0.6 AND s.n BETWEEN $4 AND $5`,
        [ids[0], ids[1] ?? ids[0], ids[2] ?? ids[0], ...batch],
      );
      await client.query("COMMIT");
      log(`    ${batch[1]} of ${size} screens seeded (${Math.round((performance.now() - started) / 1000)} s)`);
    }
    await client.query(
      "ANALYZE analytics_rollup; ANALYZE analytics_screen; ANALYZE mirror_screen; ANALYZE mirror_candidate",
    );
    return { problemId: `prob_bench_an_${tag}_1`, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
