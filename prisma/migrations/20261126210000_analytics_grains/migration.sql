-- Analytics rollups in three grains (lib/analytics/read-rollups.ts reads them). A view of a year summed every
-- day's row of every source and issuer: about a million rows at 100,000 screens. Every change now also lands in
-- its ISO week's and its month's row, each under its own source and issuer and under "*" (every source and every
-- issuer), so a view reads whole months and weeks and only its edge days, and an unfiltered view one combination.
-- Each metric keeps only the grains something reads: the cohort figures days, weeks and months; the weekly trends
-- weeks; reviewer work days and weeks; open items months.

-- What the triggers compute: the old table's row, without the grain.
CREATE TYPE analytics_delta AS (
  metric text, day date, "problemId" text, source text, "issuerId" text, key text, bucket int, n int
);

DROP FUNCTION analytics_count_work(text, analytics_rollup[]);
DROP FUNCTION analytics_rollup_apply(analytics_rollup[]);

CREATE TEMP TABLE analytics_rollup_by_day AS SELECT * FROM "analytics_rollup" WHERE n <> 0;
DROP TABLE "analytics_rollup";

-- CreateTable
CREATE TABLE "analytics_rollup" (
    "grain" CHAR(1) NOT NULL,
    "source" TEXT NOT NULL,
    "issuerId" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "problemId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "bucket" SMALLINT NOT NULL,
    "n" INTEGER NOT NULL,

    CONSTRAINT "analytics_rollup_pkey" PRIMARY KEY ("grain","source","issuerId","metric","day","problemId","key","bucket")
);

-- Signed contributions summed per rollup key in the grains their metric is kept in (a day, its ISO week, its
-- month; each row's day is the grain's first day), under their own source and issuer and under "*" for both, then
-- upserted in key order (so concurrent writers lock rows in the same order).
CREATE FUNCTION analytics_rollup_apply(delta analytics_delta[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO analytics_rollup AS r (grain, source, "issuerId", metric, day, "problemId", key, bucket, n)
  SELECT g.grain, v.source, v.issuer, d.metric, g.start, d."problemId", d.key, d.bucket, SUM(d.n)::int
  FROM unnest(delta) d
  CROSS JOIN LATERAL (VALUES ('d', d.day), ('w', date_trunc('week', d.day)::date), ('m', date_trunc('month', d.day)::date)) AS g(grain, start)
  CROSS JOIN LATERAL (VALUES (d.source, d."issuerId"), ('*', '*')) AS v(source, issuer)
  WHERE CASE g.grain
    WHEN 'd' THEN d.metric NOT IN ('done', 'done_score', 'done_flag', 'open')
    WHEN 'w' THEN d.metric <> 'open'
    ELSE d.metric NOT IN ('done', 'done_score', 'done_flag', 'reviews_by', 'decisions_by') END
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING SUM(d.n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (grain, source, "issuerId", metric, day, "problemId", key, bucket) DO UPDATE SET n = r.n + EXCLUDED.n
$$;

-- The rows kept so far, moved into the new grains.
SELECT analytics_rollup_apply(ARRAY(
  SELECT ROW(metric, day, "problemId", source, "issuerId", key, bucket, n)::analytics_delta
  FROM analytics_rollup_by_day));
DROP TABLE analytics_rollup_by_day;

CREATE OR REPLACE FUNCTION analytics_screen_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_rollup_apply(ARRAY(
    SELECT ROW(c.metric, c.day, f."problemId", f.source, f."issuerId", c.key, c.bucket, 1)::analytics_delta
    FROM new_rows f, LATERAL analytics_contributions(f) c));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION analytics_screen_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_rollup_apply(ARRAY(
    SELECT ROW(c.metric, c.day, f."problemId", f.source, f."issuerId", c.key, c.bucket, 1)::analytics_delta
    FROM new_rows f, LATERAL analytics_contributions(f) c
    UNION ALL
    SELECT ROW(c.metric, c.day, f."problemId", f.source, f."issuerId", c.key, c.bucket, -1)::analytics_delta
    FROM old_rows f, LATERAL analytics_contributions(f) c));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION analytics_screen_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_rollup_apply(ARRAY(
    SELECT ROW(c.metric, c.day, f."problemId", f.source, f."issuerId", c.key, c.bucket, -1)::analytics_delta
    FROM old_rows f, LATERAL analytics_contributions(f) c));
  RETURN NULL;
END $$;

CREATE FUNCTION analytics_count_work(metric text, work analytics_delta[]) RETURNS void
LANGUAGE sql AS $$
  SELECT analytics_rollup_apply(ARRAY(
    SELECT ROW($1, w.day, COALESCE(a."problemId", ''), COALESCE(a.source, ''), COALESCE(a."issuerId", ''), w.key, 0, 1)::analytics_delta
    FROM unnest(work) w LEFT JOIN analytics_screen a ON a."screenId" = w."problemId"))
$$;

CREATE OR REPLACE FUNCTION analytics_on_review() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM analytics_refresh_screens(ARRAY(SELECT DISTINCT "interviewId" FROM new_rows));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM analytics_refresh_screens(ARRAY(SELECT DISTINCT "interviewId" FROM old_rows));
  END IF;
  -- Work rows carry the screen in "problemId" until analytics_count_work looks its dimensions up.
  IF TG_OP = 'INSERT' AND TG_TABLE_NAME = 'decision' THEN
    PERFORM analytics_count_work('decisions_by', ARRAY(
      SELECT ROW('', n."createdAt"::date, n."interviewId", '', '', n."reviewerId", 0, 1)::analytics_delta FROM new_rows n));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM analytics_count_work('reviews_by', ARRAY(
      SELECT DISTINCT ON (n."interviewId", n."reviewerId") ROW('', n."createdAt"::date, n."interviewId", '', '', n."reviewerId", 0, 1)::analytics_delta
      FROM new_rows n
      WHERE NOT EXISTS (SELECT 1 FROM flag_review f WHERE f."interviewId" = n."interviewId" AND f."reviewerId" = n."reviewerId"
                          AND f."flagId" NOT IN (SELECT m."flagId" FROM new_rows m WHERE m."interviewId" = n."interviewId"))
      ORDER BY n."interviewId", n."reviewerId", n."createdAt"));
  END IF;
  RETURN NULL;
END $$;
