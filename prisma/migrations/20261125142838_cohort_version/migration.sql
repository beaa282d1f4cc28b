-- CreateTable
CREATE TABLE "cohort_version" (
    "problemId" TEXT NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 1,

    CONSTRAINT "cohort_version_pkey" PRIMARY KEY ("problemId")
);

-- Bumps the version of every problem whose cohort a statement changed, in the writing transaction, problems in
-- one order so that two writers never wait on each other crosswise.
CREATE FUNCTION "public"."cohort_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "public"."cohort_version" ("problemId", version)
  SELECT DISTINCT "problemId", 1 FROM changed_rows ORDER BY 1
  ON CONFLICT ("problemId") DO UPDATE SET version = "public"."cohort_version".version + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER "mirror_screen_cohort_insert" AFTER INSERT ON "public"."mirror_screen"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."cohort_changed"();
CREATE TRIGGER "mirror_screen_cohort_update" AFTER UPDATE ON "public"."mirror_screen"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."cohort_changed"();
CREATE TRIGGER "mirror_screen_cohort_delete" AFTER DELETE ON "public"."mirror_screen"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."cohort_changed"();
CREATE TRIGGER "result_dimension_cohort_insert" AFTER INSERT ON "public"."result_dimension"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."cohort_changed"();
CREATE TRIGGER "result_dimension_cohort_update" AFTER UPDATE ON "public"."result_dimension"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."cohort_changed"();
CREATE TRIGGER "result_dimension_cohort_delete" AFTER DELETE ON "public"."result_dimension"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."cohort_changed"();
