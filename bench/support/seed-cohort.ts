import pg from "pg";

/**
 * BENCH-ONLY: a cohort of `size` people on one problem, one in ten with an earlier screen too (so some 1.1 ×
 * `size` completed screens), written straight into the dashboard's read model (candidates, screens, results whole,
 * their dimensions), as many a sync would have left. Reading 50,000
 * results through the API one call each would take most of an hour at the bench's rate; the measured pages
 * and the export read the read model exactly as they would then. Each result is a copy of a real demo result
 * with its ids and scores changed, so the compare page has every field to show. `flagged`: the copied result has
 * integrity flags, so every result of the cohort is in the integrity queue.
 */
export async function seedCohort(
  databaseUrl: string,
  size: number,
  { flagged = false } = {},
): Promise<{ problemId: string; interviewIds: string[]; dimensionKey: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: templates } = await client.query<{ interviewId: string; problemId: string }>(
      `SELECT r."interviewId", r."problemId" FROM result_snapshot r WHERE r.score IS NOT NULL AND jsonb_array_length(r.results->'analysis') > 0
         AND (NOT $1::boolean OR r."flagCount" > 0) LIMIT 1`,
      [flagged],
    );
    const template = templates[0];
    if (!template) throw new Error("No graded result to copy: let the first sync finish before seeding a cohort");
    const tag = Math.random().toString(36).slice(2, 8);
    const problemId = `prob_bench_cohort_${tag}`;
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO problem_registry ("problemId", name, status, type, origin, snapshot, "lastFetchedAt", "updatedAt")
       SELECT $1, 'Bench cohort ' || $2, status, type, 'added', snapshot, now(), now() FROM problem_registry WHERE "problemId" = $3`,
      [problemId, tag, template.problemId],
    );
    await client.query(
      `CREATE TEMP TABLE cohort_seed ON COMMIT DROP AS
       SELECT n, 'cand_bc_' || $2 || '_' || n AS cand, 'int_bc_' || $2 || '_' || n AS id,
              round((20 + 80 * random())::numeric, 1)::float8 AS score, now() - make_interval(mins => n) AS completed
       FROM generate_series(1, $1::int) AS n`,
      [size, tag],
    );
    // One person in ten took it before, a month earlier: the cohort shows each person once (latest or best).
    await client.query(
      `INSERT INTO cohort_seed (n, cand, id, score, completed)
       SELECT $1::int + n, cand, id || '_first', round((20 + 80 * random())::numeric, 1)::float8, completed - interval '30 days'
       FROM cohort_seed WHERE n % 10 = 0`,
      [size],
    );
    await client.query(
      `INSERT INTO mirror_candidate (id, name, email, "createdAt", "nameKey", "emailKey", "searchText", raw, "confirmedAt", "updatedAt")
       SELECT cand, 'Cohort Person ' || n, 'cohort-' || n || '@bench.example', completed - interval '1 day', 'cohort person ' || n,
              'cohort-' || n || '@bench.example', 'cohort person ' || n || ' cohort-' || n || '@bench.example', '{}', now(), now()
       FROM cohort_seed WHERE n <= $1`,
      [size],
    );
    await client.query(
      `INSERT INTO mirror_candidate_screens ("candidateId", "screenCount", "latestStatus", "latestScreenAt")
       SELECT cand, count(*), 'Completed', max(completed) - interval '1 hour' FROM cohort_seed GROUP BY cand`,
    );
    await client.query(
      `INSERT INTO result_snapshot ("interviewId", "candidateId", "problemId", score, risk, "flagCount", "criticalCount", "completedAt", "completionTimeSeconds",
                                    "externalResourceMode", "spokenLocale", results, "fetchedAt")
       SELECT s.id, s.cand, $1, s.score, t.risk, t."flagCount", t."criticalCount", s.completed, t."completionTimeSeconds", t."externalResourceMode", t."spokenLocale",
              jsonb_set(jsonb_set(jsonb_set(jsonb_set(t.results, '{interview_id}', to_jsonb(s.id)), '{candidate_id}', to_jsonb(s.cand)),
                '{problem_id}', to_jsonb($1::text)), '{score}', to_jsonb(s.score)), now()
       FROM cohort_seed s CROSS JOIN (SELECT * FROM result_snapshot WHERE "interviewId" = $2) t`,
      [problemId, template.interviewId],
    );
    await client.query(
      `INSERT INTO result_dimension ("interviewId", "problemId", key, name, score, position)
       SELECT s.id, $1, d.key, d.name, round((20 + 80 * random())::numeric)::float8, d.position
       FROM cohort_seed s CROSS JOIN (SELECT * FROM result_dimension WHERE "interviewId" = $2) d`,
      [problemId, template.interviewId],
    );
    await client.query(
      `INSERT INTO mirror_screen (id, "candidateId", "problemId", "problemType", status, "createdAt", raw, "statusAt", score, risk, "flagCount", "criticalCount",
                                  "completedAt", "completionTimeSeconds", "resultMode", "resultLocale", "confirmedAt", "updatedAt")
       SELECT s.id, s.cand, $1, 'technical-assessment', 'Completed', s.completed - interval '1 hour', '{}', now(), s.score, r.risk, r."flagCount", r."criticalCount",
              s.completed, r."completionTimeSeconds", r."externalResourceMode", r."spokenLocale", now(), now()
       FROM cohort_seed s JOIN result_snapshot r ON r."interviewId" = s.id`,
      [problemId],
    );
    const { rows } = await client.query<{ id: string }>(`SELECT id FROM cohort_seed ORDER BY n LIMIT 5`);
    const { rows: dims } = await client.query<{ key: string }>(
      `SELECT key FROM result_dimension WHERE "interviewId" = $1 ORDER BY position LIMIT 1`,
      [template.interviewId],
    );
    await client.query("COMMIT");
    await client.query(
      "ANALYZE mirror_screen; ANALYZE result_snapshot; ANALYZE result_dimension; ANALYZE mirror_candidate",
    );
    return { problemId, interviewIds: rows.map((r) => r.id), dimensionKey: dims[0]!.key };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
