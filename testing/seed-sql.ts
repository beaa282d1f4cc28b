import pg from "pg";

/**
 * BENCH-ONLY seeding: inserts candidates and unstarted screens straight into the sandbox schema. Creating
 * 10,000 of each through the public API takes minutes on a 2-core machine (docs/performance.md), which would dwarf the measures; every measured path still goes through HTTP. The rows copy
 * the settings of an existing screen of the same problem, as the sandbox's issue endpoint would, and expire in
 * a week, so nothing moves them during the run. They are dated before the demo data, so the newest pages still
 * show the demo's mix of states.
 */
/** Candidate ids handed back to the measures, at most. */
const FREE_CANDIDATES = 20_000;

export async function insertBenchRows(
  databaseUrl: string,
  input: { organizationCandidateId: string; templateScreenProblemId: string; candidates: number; screens: number },
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    const { rows: orgRows } = await client.query<{ organizationId: string }>(
      `SELECT "organizationId" FROM sandbox.candidate WHERE id = $1`,
      [input.organizationCandidateId],
    );
    const organizationId = orgRows[0]?.organizationId;
    if (!organizationId) throw new Error(`No sandbox candidate ${input.organizationCandidateId}`);
    // Identifiers in the sandbox's own shape (prefix + 20 characters); the run's random tag keeps them unique. The
    // screens are made from the candidates in the same statement, so a million rows never pass through here.
    await client.query(
      `CREATE TEMP TABLE bench_created ON COMMIT DROP AS
       WITH created AS (
         INSERT INTO sandbox.candidate (id, "organizationId", name, email, "emailKey", "createdAt")
         SELECT 'cand_' || substr(md5(random()::text || n::text), 1, 20), $1,
                'Bench Candidate ' || lpad(n::text, 7, '0'), 'bench-' || lpad(n::text, 7, '0') || '@bench.example',
                'bench-' || lpad(n::text, 7, '0') || '@bench.example', now() - interval '400 days' - make_interval(secs => n)
         FROM generate_series(1, $2::int) AS n
         RETURNING id, "createdAt"
       )
       SELECT id, row_number() OVER (ORDER BY "createdAt" DESC) AS ord FROM created`,
      [organizationId, input.candidates],
    );
    await client.query(
      `INSERT INTO sandbox.assessment (id, "organizationId", "candidateId", "problemId", "problemType", status, "externalResourceMode",
                                       "spokenLocale", "durationMinutes", "scoringCategories", "expiresAt", "shouldSendEmail", "createdAt")
       SELECT 'int_' || substr(md5(random()::text || c.ord::text), 1, 20), $1, c.id, t."problemId", t."problemType", 'Not Started',
              t."externalResourceMode", t."spokenLocale", t."durationMinutes", t."scoringCategories", now() + interval '7 days', false,
              now() - interval '400 days' - make_interval(secs => c.ord::int)
       FROM bench_created c
       CROSS JOIN (SELECT * FROM sandbox.assessment WHERE "problemId" = $3 AND "organizationId" = $1 LIMIT 1) AS t
       WHERE c.ord <= $2`,
      [organizationId, input.screens, input.templateScreenProblemId],
    );
    // The candidates a measure may issue to (the bulk measure takes a thousand): the first ones, not a million ids.
    const { rows: created } = await client.query<{ id: string }>(`SELECT id FROM bench_created ORDER BY ord LIMIT $1`, [
      FREE_CANDIDATES,
    ]);
    const ids = created.map((r) => r.id);
    await client.query("COMMIT");
    await client.query("ANALYZE sandbox.candidate; ANALYZE sandbox.assessment");
    return ids;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** The organization's candidates (the organization of the given candidate), counted in the sandbox's tables. */
export async function countCandidates(databaseUrl: string, organizationCandidateId: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM sandbox.candidate
       WHERE "organizationId" = (SELECT "organizationId" FROM sandbox.candidate WHERE id = $1)`,
      [organizationCandidateId],
    );
    return rows[0]!.count;
  } finally {
    await client.end();
  }
}
