-- CreateTable
CREATE TABLE "analytics_screen" (
    "screenId" TEXT NOT NULL,
    "candidateId" TEXT NOT NULL,
    "problemId" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "issuerId" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "score" DOUBLE PRECISION,
    "flagCount" INTEGER NOT NULL DEFAULT 0,
    "flagsReviewed" INTEGER NOT NULL DEFAULT 0,
    "flagKinds" TEXT[],
    "firstReviewAt" TIMESTAMP(3),
    "firstReviewerId" TEXT,
    "decidedAt" TIMESTAMP(3),
    "decision" TEXT,
    "waitStartSeconds" INTEGER,
    "takeSeconds" INTEGER,
    "waitReviewSeconds" INTEGER,
    "waitDecisionSeconds" INTEGER,

    CONSTRAINT "analytics_screen_pkey" PRIMARY KEY ("screenId")
);

-- CreateTable
CREATE TABLE "analytics_rollup" (
    "metric" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "problemId" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "issuerId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "bucket" SMALLINT NOT NULL,
    "n" INTEGER NOT NULL,

    CONSTRAINT "analytics_rollup_pkey" PRIMARY KEY ("metric","day","problemId","source","issuerId","key","bucket")
);

-- CreateTable
CREATE TABLE "screen_issuer" (
    "screenId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "screen_issuer_pkey" PRIMARY KEY ("screenId")
);

-- CreateIndex
CREATE INDEX "analytics_screen_issuedAt_idx" ON "analytics_screen"("issuedAt");

-- CreateIndex
CREATE INDEX "analytics_screen_candidateId_idx" ON "analytics_screen"("candidateId");

-- CreateIndex
CREATE INDEX "analytics_screen_waitStartSeconds_idx" ON "analytics_screen"("waitStartSeconds");

-- CreateIndex
CREATE INDEX "analytics_screen_takeSeconds_idx" ON "analytics_screen"("takeSeconds");

-- CreateIndex
CREATE INDEX "analytics_screen_waitReviewSeconds_idx" ON "analytics_screen"("waitReviewSeconds");

-- CreateIndex
CREATE INDEX "analytics_screen_waitDecisionSeconds_idx" ON "analytics_screen"("waitDecisionSeconds");

-- ─── Analytics upkeep (lib/analytics reads what these keep) ──────────────────────────────────────────────────
-- Every write to the read model or the team annotations refreshes the analytics_screen rows it touches, in
-- the same transaction, every change to analytics_screen moves its contributions in analytics_rollup (the old
-- row taken off, the new row added). Statement-level triggers with transition tables: a reconcile page of
-- 1,000 screens costs one refresh, and rollup rows are upserted in key order, so concurrent writers take their
-- locks in the same order.

-- A duration log-scale bucket: 0 under a second, b ≥ 1 holds [1.1^(b−1), 1.1^b) seconds.
CREATE FUNCTION analytics_duration_bucket(seconds double precision) RETURNS int
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN seconds IS NULL THEN NULL WHEN seconds < 1 THEN 0
              ELSE LEAST(floor(ln(seconds) / ln(1.1))::int + 1, 32000) END
$$;

-- A score bucket (its whole point, 0–100) and its band of ten points (0–9, 100 joins 90–99).
CREATE FUNCTION analytics_score_bucket(score double precision) RETURNS int
LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN score IS NOT NULL THEN LEAST(GREATEST(floor(score)::int, 0), 100) END $$;

CREATE FUNCTION analytics_score_band(score double precision) RETURNS int
LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN score IS NOT NULL THEN LEAST(GREATEST(floor(score / 10)::int, 0), 9) END $$;

-- What one screen adds to the rollups. Funnel, times, scores and open items count on the day it was issued
-- (the cohort a period selects), the weekly trends count on the day it completed.
CREATE FUNCTION analytics_contributions(f analytics_screen)
RETURNS TABLE (metric text, day date, key text, bucket int)
LANGUAGE sql IMMUTABLE AS $$
  SELECT v.metric, v.day, v.key, v.bucket FROM (VALUES
    ('issued'::text, f."issuedAt"::date, ''::text, 0),
    (CASE WHEN f."startedAt" IS NOT NULL OR f."completedAt" IS NOT NULL OR f.status IN ('In Progress', 'Completed') THEN 'started' END, f."issuedAt"::date, '', 0),
    (CASE WHEN f."completedAt" IS NOT NULL OR f.status = 'Completed' THEN 'completed' END, f."issuedAt"::date, '', 0),
    (CASE WHEN f."completedAt" IS NOT NULL AND f."flagsReviewed" >= f."flagCount" THEN 'reviewed' END, f."issuedAt"::date, '', 0),
    (CASE WHEN f.decision IS NOT NULL THEN 'decided' END, f."issuedAt"::date, f.decision, 0),
    (CASE WHEN f.status = 'Expired' THEN 'expired' END, f."issuedAt"::date, '', 0),
    (CASE WHEN lower(f.status) LIKE 'cancel%' THEN 'cancelled' END, f."issuedAt"::date, '', 0),
    ('wait_start', f."issuedAt"::date, '', analytics_duration_bucket(f."waitStartSeconds")),
    ('take', f."issuedAt"::date, '', analytics_duration_bucket(f."takeSeconds")),
    ('wait_review', f."issuedAt"::date, '', analytics_duration_bucket(f."waitReviewSeconds")),
    ('wait_decision', f."issuedAt"::date, '', analytics_duration_bucket(f."waitDecisionSeconds")),
    ('score', f."issuedAt"::date, '', analytics_score_bucket(f.score)),
    (CASE WHEN f.decision IS NOT NULL THEN 'score_band' END, f."issuedAt"::date, f.decision, analytics_score_band(f.score)),
    (CASE WHEN f."completedAt" IS NOT NULL AND f.decision IS NULL THEN 'open' END, f."issuedAt"::date, COALESCE(f."firstReviewerId", ''), 0),
    ('done', f."completedAt"::date, '', 0),
    ('done_score', f."completedAt"::date, '', analytics_score_bucket(f.score))
  ) AS v(metric, day, key, bucket)
  WHERE v.metric IS NOT NULL AND v.day IS NOT NULL AND v.bucket IS NOT NULL
  UNION ALL
  SELECT 'done_flag', f."completedAt"::date, k, 0 FROM unnest(COALESCE(f."flagKinds", '{}')) AS k WHERE f."completedAt" IS NOT NULL
$$;

-- analytics_screen → analytics_rollup: signed contributions (+1 for a new row, −1 for an old one) summed per
-- rollup key, upserted in key order.
CREATE FUNCTION analytics_rollup_apply(delta analytics_rollup[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO analytics_rollup AS r (metric, day, "problemId", source, "issuerId", key, bucket, n)
  SELECT metric, day, "problemId", source, "issuerId", key, bucket, SUM(n)::int FROM unnest(delta)
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING SUM(n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (metric, day, "problemId", source, "issuerId", key, bucket) DO UPDATE SET n = r.n + EXCLUDED.n
$$;

CREATE FUNCTION analytics_screen_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_rollup_apply(ARRAY(
    SELECT ROW(c.metric, c.day, f."problemId", f.source, f."issuerId", c.key, c.bucket, 1)::analytics_rollup
    FROM new_rows f, LATERAL analytics_contributions(f) c));
  RETURN NULL;
END $$;

CREATE FUNCTION analytics_screen_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_rollup_apply(ARRAY(
    SELECT ROW(c.metric, c.day, f."problemId", f.source, f."issuerId", c.key, c.bucket, 1)::analytics_rollup
    FROM new_rows f, LATERAL analytics_contributions(f) c
    UNION ALL
    SELECT ROW(c.metric, c.day, f."problemId", f.source, f."issuerId", c.key, c.bucket, -1)::analytics_rollup
    FROM old_rows f, LATERAL analytics_contributions(f) c));
  RETURN NULL;
END $$;

CREATE FUNCTION analytics_screen_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_rollup_apply(ARRAY(
    SELECT ROW(c.metric, c.day, f."problemId", f.source, f."issuerId", c.key, c.bucket, -1)::analytics_rollup
    FROM old_rows f, LATERAL analytics_contributions(f) c));
  RETURN NULL;
END $$;

CREATE TRIGGER analytics_screen_rollup_insert AFTER INSERT ON analytics_screen
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_screen_inserted();
CREATE TRIGGER analytics_screen_rollup_update AFTER UPDATE ON analytics_screen
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_screen_updated();
CREATE TRIGGER analytics_screen_rollup_delete AFTER DELETE ON analytics_screen
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_screen_deleted();

-- Rebuilds the analytics rows of these screens from the read model and the annotations (each an index probe),
-- rows that did not change are not written, so they move nothing in the rollups. A screen the API no longer
-- lists (goneAt) leaves the figures.
CREATE FUNCTION analytics_refresh_screens(ids text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM analytics_screen a WHERE a."screenId" = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM mirror_screen m WHERE m.id = a."screenId" AND m."goneAt" IS NULL);
  INSERT INTO analytics_screen AS a ("screenId", "candidateId", "problemId", source, "issuerId", "issuedAt", status, "startedAt",
    "completedAt", score, "flagCount", "flagsReviewed", "flagKinds", "firstReviewAt", "firstReviewerId", "decidedAt", decision,
    "waitStartSeconds", "takeSeconds", "waitReviewSeconds", "waitDecisionSeconds")
  SELECT x.*,
    floor(EXTRACT(EPOCH FROM x.started - x.issued))::int,
    floor(EXTRACT(EPOCH FROM x."completedAt" - x.started))::int,
    floor(EXTRACT(EPOCH FROM x.first_review - x."completedAt"))::int,
    floor(EXTRACT(EPOCH FROM x.decided - x."completedAt"))::int
  FROM (
    SELECT m.id, m."candidateId", m."problemId", COALESCE(c."integrationSource", '') AS source, COALESCE(i."userId", '') AS issuer,
      m."createdAt" AS issued, m.status,
      CASE WHEN m."completedAt" IS NOT NULL AND m."completionTimeSeconds" IS NOT NULL
           THEN m."completedAt" - make_interval(secs => m."completionTimeSeconds")
           ELSE COALESCE(old."startedAt", CASE WHEN m.status = 'In Progress' THEN m."statusAt" END) END AS started,
      m."completedAt", m.score, COALESCE(m."flagCount", 0), COALESCE(fr.reviewed, 0), COALESCE(kinds.k, '{}'),
      first.at AS first_review, first.by, dc.first_at AS decided, dc.latest
    FROM mirror_screen m
    LEFT JOIN analytics_screen old ON old."screenId" = m.id
    LEFT JOIN mirror_candidate c ON c.id = m."candidateId"
    LEFT JOIN screen_issuer i ON i."screenId" = m.id
    LEFT JOIN LATERAL (SELECT COUNT(*)::int AS reviewed FROM flag_review WHERE "interviewId" = m.id) fr ON true
    LEFT JOIN LATERAL (SELECT MIN("createdAt") AS first_at, (array_agg(decision ORDER BY "updatedAt" DESC))[1] AS latest
                       FROM decision WHERE "interviewId" = m.id) dc ON true
    LEFT JOIN LATERAL (SELECT e.at, e.by FROM (SELECT "createdAt" AS at, "reviewerId" AS by FROM flag_review WHERE "interviewId" = m.id
                                               UNION ALL SELECT "createdAt", "reviewerId" FROM decision WHERE "interviewId" = m.id) e
                       ORDER BY e.at LIMIT 1) first ON true
    LEFT JOIN LATERAL (SELECT array_agg(DISTINCT left(COALESCE(NULLIF(btrim(fl->>'title'), ''), fl->>'id', 'Untitled'), 80)) AS k
                       FROM result_snapshot r,
                            jsonb_array_elements(CASE WHEN jsonb_typeof(r.results->'integrity_report'->'flags') = 'array'
                                                      THEN r.results->'integrity_report'->'flags' ELSE '[]'::jsonb END) fl
                       WHERE r."interviewId" = m.id AND m."completedAt" IS NOT NULL) kinds ON true
    WHERE m.id = ANY(ids) AND m."goneAt" IS NULL
    ORDER BY m.id
  ) AS x(id, "candidateId", "problemId", source, issuer, issued, status, started, "completedAt", score, flags, reviewed, kinds,
         first_review, first_by, decided, latest)
  ON CONFLICT ("screenId") DO UPDATE SET
    "candidateId" = EXCLUDED."candidateId", "problemId" = EXCLUDED."problemId", source = EXCLUDED.source,
    "issuerId" = EXCLUDED."issuerId", "issuedAt" = EXCLUDED."issuedAt", status = EXCLUDED.status, "startedAt" = EXCLUDED."startedAt",
    "completedAt" = EXCLUDED."completedAt", score = EXCLUDED.score, "flagCount" = EXCLUDED."flagCount",
    "flagsReviewed" = EXCLUDED."flagsReviewed", "flagKinds" = EXCLUDED."flagKinds", "firstReviewAt" = EXCLUDED."firstReviewAt",
    "firstReviewerId" = EXCLUDED."firstReviewerId", "decidedAt" = EXCLUDED."decidedAt", decision = EXCLUDED.decision,
    "waitStartSeconds" = EXCLUDED."waitStartSeconds", "takeSeconds" = EXCLUDED."takeSeconds",
    "waitReviewSeconds" = EXCLUDED."waitReviewSeconds", "waitDecisionSeconds" = EXCLUDED."waitDecisionSeconds"
  WHERE (a."candidateId", a."problemId", a.source, a."issuerId", a."issuedAt", a.status, a."startedAt", a."completedAt", a.score,
         a."flagCount", a."flagsReviewed", a."flagKinds", a."firstReviewAt", a."firstReviewerId", a."decidedAt", a.decision)
    IS DISTINCT FROM
        (EXCLUDED."candidateId", EXCLUDED."problemId", EXCLUDED.source, EXCLUDED."issuerId", EXCLUDED."issuedAt", EXCLUDED.status,
         EXCLUDED."startedAt", EXCLUDED."completedAt", EXCLUDED.score, EXCLUDED."flagCount", EXCLUDED."flagsReviewed",
         EXCLUDED."flagKinds", EXCLUDED."firstReviewAt", EXCLUDED."firstReviewerId", EXCLUDED."decidedAt", EXCLUDED.decision);
END $$;

-- mirror_screen: new rows, rows whose analytic columns changed (not a reconcile bare confirmation), removed rows.
CREATE FUNCTION analytics_on_mirror_screen() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_refresh_screens(ARRAY(SELECT id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM analytics_refresh_screens(ARRAY(SELECT id FROM old_rows));
  ELSE
    PERFORM analytics_refresh_screens(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o USING (id)
      WHERE (n.status, n."candidateId", n."problemId", n."createdAt", n."completedAt", n."completionTimeSeconds", n.score, n."flagCount", n."goneAt")
            IS DISTINCT FROM
            (o.status, o."candidateId", o."problemId", o."createdAt", o."completedAt", o."completionTimeSeconds", o.score, o."flagCount", o."goneAt")));
  END IF;
  RETURN NULL;
END $$;

-- decision and flag_review: the screens they are about, new ones also count as a reviewer work that day
-- (each decision once, a result once per reviewer, on the day of their first verdict on it).
CREATE FUNCTION analytics_count_work(metric text, work analytics_rollup[]) RETURNS void
LANGUAGE sql AS $$
  SELECT analytics_rollup_apply(ARRAY(
    SELECT ROW($1, w.day, COALESCE(a."problemId", ''), COALESCE(a.source, ''), COALESCE(a."issuerId", ''), w.key, 0, 1)::analytics_rollup
    FROM unnest(work) w LEFT JOIN analytics_screen a ON a."screenId" = w."problemId"))
$$;

CREATE FUNCTION analytics_on_review() RETURNS trigger
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
      SELECT ROW('', n."createdAt"::date, n."interviewId", '', '', n."reviewerId", 0, 1)::analytics_rollup FROM new_rows n));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM analytics_count_work('reviews_by', ARRAY(
      SELECT DISTINCT ON (n."interviewId", n."reviewerId") ROW('', n."createdAt"::date, n."interviewId", '', '', n."reviewerId", 0, 1)::analytics_rollup
      FROM new_rows n
      WHERE NOT EXISTS (SELECT 1 FROM flag_review f WHERE f."interviewId" = n."interviewId" AND f."reviewerId" = n."reviewerId"
                          AND f."flagId" NOT IN (SELECT m."flagId" FROM new_rows m WHERE m."interviewId" = n."interviewId"))
      ORDER BY n."interviewId", n."reviewerId", n."createdAt"));
  END IF;
  RETURN NULL;
END $$;

-- mirror_candidate: a candidate ATS moves its screens to that source.
CREATE FUNCTION analytics_on_candidate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_refresh_screens(ARRAY(
      SELECT a."screenId" FROM new_rows n JOIN analytics_screen a ON a."candidateId" = n.id
      WHERE n."integrationSource" IS NOT NULL AND a.source IS DISTINCT FROM n."integrationSource"));
  ELSE
    PERFORM analytics_refresh_screens(ARRAY(
      SELECT a."screenId" FROM new_rows n JOIN old_rows o USING (id) JOIN analytics_screen a ON a."candidateId" = n.id
      WHERE n."integrationSource" IS DISTINCT FROM o."integrationSource"));
  END IF;
  RETURN NULL;
END $$;

-- Who issued: the single-issue action audit event, a bulk row screen. The first writer wins.
CREATE FUNCTION analytics_issuer_from_audit() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.action = 'screen.issue' AND NEW."actorId" IS NOT NULL AND NEW."after"->>'identifier' IS NOT NULL THEN
    INSERT INTO screen_issuer ("screenId", "userId", "issuedAt") VALUES (NEW."after"->>'identifier', NEW."actorId", NEW.at)
    ON CONFLICT ("screenId") DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION analytics_issuer_from_bulk() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."interviewId" IS NOT NULL AND (TG_OP = 'INSERT' OR OLD."interviewId" IS DISTINCT FROM NEW."interviewId") THEN
    INSERT INTO screen_issuer ("screenId", "userId", "issuedAt")
    SELECT NEW."interviewId", j."createdById", now() FROM bulk_job j WHERE j.id = NEW."jobId"
    ON CONFLICT ("screenId") DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION analytics_on_issuer() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_screens(ARRAY(SELECT "screenId" FROM new_rows));
  RETURN NULL;
END $$;

-- Backfill: issuers from history, then every mirrored screen, then reviewers past work.
INSERT INTO screen_issuer ("screenId", "userId", "issuedAt")
SELECT DISTINCT ON (e."after"->>'identifier') e."after"->>'identifier', e."actorId", e.at FROM audit_event e
WHERE e.action = 'screen.issue' AND e."actorId" IS NOT NULL AND e."after"->>'identifier' IS NOT NULL
ORDER BY e."after"->>'identifier', e.at
ON CONFLICT ("screenId") DO NOTHING;
INSERT INTO screen_issuer ("screenId", "userId", "issuedAt")
SELECT DISTINCT ON (r."interviewId") r."interviewId", j."createdById", COALESCE(r."sentAt", r."updatedAt")
FROM bulk_job_row r JOIN bulk_job j ON j.id = r."jobId" WHERE r."interviewId" IS NOT NULL
ORDER BY r."interviewId", r."updatedAt"
ON CONFLICT ("screenId") DO NOTHING;

SELECT analytics_refresh_screens(ARRAY(SELECT id FROM mirror_screen));

INSERT INTO analytics_rollup (metric, day, "problemId", source, "issuerId", key, bucket, n)
SELECT w.metric, w.day, COALESCE(a."problemId", ''), COALESCE(a.source, ''), COALESCE(a."issuerId", ''), w."reviewerId", 0, COUNT(*)::int
FROM (
  SELECT 'decisions_by' AS metric, "interviewId", "reviewerId", "createdAt"::date AS day FROM decision
  UNION ALL
  SELECT 'reviews_by', "interviewId", "reviewerId", MIN("createdAt")::date FROM flag_review GROUP BY "interviewId", "reviewerId"
) w LEFT JOIN analytics_screen a ON a."screenId" = w."interviewId"
GROUP BY 1, 2, 3, 4, 5, 6;

CREATE TRIGGER analytics_mirror_screen_insert AFTER INSERT ON mirror_screen
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_mirror_screen();
CREATE TRIGGER analytics_mirror_screen_update AFTER UPDATE ON mirror_screen
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_mirror_screen();
CREATE TRIGGER analytics_mirror_screen_delete AFTER DELETE ON mirror_screen
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_mirror_screen();
CREATE TRIGGER analytics_decision_insert AFTER INSERT ON decision
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_review();
CREATE TRIGGER analytics_decision_update AFTER UPDATE ON decision
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_review();
CREATE TRIGGER analytics_decision_delete AFTER DELETE ON decision
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_review();
CREATE TRIGGER analytics_flag_review_insert AFTER INSERT ON flag_review
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_review();
CREATE TRIGGER analytics_flag_review_update AFTER UPDATE ON flag_review
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_review();
CREATE TRIGGER analytics_flag_review_delete AFTER DELETE ON flag_review
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_review();
CREATE TRIGGER analytics_candidate_insert AFTER INSERT ON mirror_candidate
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_candidate();
CREATE TRIGGER analytics_candidate_update AFTER UPDATE ON mirror_candidate
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_candidate();
CREATE TRIGGER analytics_screen_issuer_insert AFTER INSERT ON screen_issuer
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_on_issuer();
CREATE TRIGGER analytics_issuer_from_audit AFTER INSERT ON audit_event
  FOR EACH ROW EXECUTE FUNCTION analytics_issuer_from_audit();
CREATE TRIGGER analytics_issuer_from_bulk AFTER INSERT OR UPDATE ON bulk_job_row
  FOR EACH ROW EXECUTE FUNCTION analytics_issuer_from_bulk();
