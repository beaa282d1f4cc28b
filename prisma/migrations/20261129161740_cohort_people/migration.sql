-- AlterTable
ALTER TABLE "mirror_screen" ADD COLUMN     "bestOfPerson" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "latestOfPerson" BOOLEAN NOT NULL DEFAULT false;

-- A cohort lists people, not screens: of a candidate's screens of a problem (those not gone) it shows one, the
-- latest (issued last) or the best (highest score; ties and unscored ones by the latest). Which screen that is
-- is kept on the screens themselves, so a cohort's page walks an index of the chosen screens by score instead of
-- picking among every screen of the problem on each view. Statement triggers, in the transaction that writes the
-- screens (whichever path writes them: sync, webhooks, erasure, seeds), pick again for the pairs whose choice
-- can have moved: screens inserted or deleted, or updated in candidate, problem, issue time, score or goneAt. The
-- pick's own update changes none of these, so it does not start another.
CREATE FUNCTION "public"."mirror_screen_repick"(problems TEXT[], candidates TEXT[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE "public"."mirror_screen" t SET "latestOfPerson" = r.latest, "bestOfPerson" = r.best
  FROM (
    SELECT s.id,
           s."goneAt" IS NULL AND row_number() OVER (PARTITION BY s."problemId", s."candidateId", s."goneAt" IS NULL
             ORDER BY s."createdAt" DESC, s.id DESC) = 1 AS latest,
           s."goneAt" IS NULL AND row_number() OVER (PARTITION BY s."problemId", s."candidateId", s."goneAt" IS NULL
             ORDER BY s.score DESC NULLS LAST, s."createdAt" DESC, s.id DESC) = 1 AS best
    FROM "public"."mirror_screen" s
    JOIN (SELECT DISTINCT * FROM unnest(problems, candidates)) AS p(problem, candidate)
      ON s."problemId" = p.problem AND s."candidateId" = p.candidate
  ) r
  WHERE t.id = r.id AND (t."latestOfPerson" <> r.latest OR t."bestOfPerson" <> r.best)
$$;

CREATE FUNCTION "public"."mirror_screen_people_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  problems TEXT[];
  candidates TEXT[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("problemId"), array_agg("candidateId") INTO problems, candidates FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("problemId"), array_agg("candidateId") INTO problems, candidates FROM old_rows;
  ELSE
    -- A screen moved to another candidate or problem (erasure's stand-ins) leaves one pair and joins another.
    SELECT array_agg(pair.problem), array_agg(pair.candidate) INTO problems, candidates
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n."problemId", n."candidateId"), (o."problemId", o."candidateId")) AS pair(problem, candidate)
    WHERE (n."problemId", n."candidateId", n."createdAt", n.score, n."goneAt" IS NULL)
          IS DISTINCT FROM (o."problemId", o."candidateId", o."createdAt", o.score, o."goneAt" IS NULL);
  END IF;
  IF problems IS NOT NULL THEN
    PERFORM "public"."mirror_screen_repick"(problems, candidates);
  END IF;
  RETURN NULL;
END $$;

-- A new screen is usually its person's first, or their newest: it is written with its choice already right, found
-- by the (candidateId, createdAt) index, so the statement's pick after it has nothing to write (and no second
-- version of every inserted row to make). The statement's pick stays the rule: it corrects anything this misses
-- (several screens of one person in one statement).
CREATE FUNCTION "public"."mirror_screen_people_new"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."latestOfPerson" := NEW."goneAt" IS NULL AND NOT EXISTS (
    SELECT 1 FROM "public"."mirror_screen" s
    WHERE s."candidateId" = NEW."candidateId" AND s."problemId" = NEW."problemId" AND s."goneAt" IS NULL
      AND (s."createdAt", s.id) > (NEW."createdAt", NEW.id));
  NEW."bestOfPerson" := NEW."goneAt" IS NULL AND NOT EXISTS (
    SELECT 1 FROM "public"."mirror_screen" s
    WHERE s."candidateId" = NEW."candidateId" AND s."problemId" = NEW."problemId" AND s."goneAt" IS NULL
      AND CASE WHEN s.score IS NULL AND NEW.score IS NULL THEN (s."createdAt", s.id) > (NEW."createdAt", NEW.id)
               WHEN s.score IS NULL THEN false
               WHEN NEW.score IS NULL THEN true
               ELSE (s.score, s."createdAt", s.id) > (NEW.score, NEW."createdAt", NEW.id) END);
  RETURN NEW;
END $$;

CREATE TRIGGER "mirror_screen_people_new" BEFORE INSERT ON "public"."mirror_screen"
  FOR EACH ROW EXECUTE FUNCTION "public"."mirror_screen_people_new"();
CREATE TRIGGER "mirror_screen_people_insert" AFTER INSERT ON "public"."mirror_screen"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."mirror_screen_people_changed"();
CREATE TRIGGER "mirror_screen_people_update" AFTER UPDATE ON "public"."mirror_screen"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."mirror_screen_people_changed"();
CREATE TRIGGER "mirror_screen_people_delete" AFTER DELETE ON "public"."mirror_screen"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."mirror_screen_people_changed"();

-- The screens already copied.
UPDATE "public"."mirror_screen" t SET "latestOfPerson" = r.latest, "bestOfPerson" = r.best
FROM (
  SELECT id,
         "goneAt" IS NULL AND row_number() OVER (PARTITION BY "problemId", "candidateId", "goneAt" IS NULL
           ORDER BY "createdAt" DESC, id DESC) = 1 AS latest,
         "goneAt" IS NULL AND row_number() OVER (PARTITION BY "problemId", "candidateId", "goneAt" IS NULL
           ORDER BY score DESC NULLS LAST, "createdAt" DESC, id DESC) = 1 AS best
  FROM "public"."mirror_screen"
) r
WHERE t.id = r.id AND (r.latest OR r.best);

-- CreateIndex
CREATE INDEX "mirror_screen_latest_of_person_idx" ON "mirror_screen"("problemId", "score") WHERE ("latestOfPerson");

-- CreateIndex
CREATE INDEX "mirror_screen_best_of_person_idx" ON "mirror_screen"("problemId", "score") WHERE ("bestOfPerson");
