-- AlterTable
ALTER TABLE "result_snapshot" ADD COLUMN     "reviewedFlagCount" INTEGER NOT NULL DEFAULT 0;

-- Lists (the integrity queue, the screens and candidates lists, the overview) show how many of a result's flags
-- have a verdict. Grouping flag_review on every view grew with the organization. The count is now kept on the
-- result by triggers, in the same transaction as the verdict written or removed, and counted once when a
-- result arrives after its verdicts (a snapshot read again).
CREATE FUNCTION "public"."flag_review_counted"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "public"."result_snapshot" SET "reviewedFlagCount" = "reviewedFlagCount" - 1
    WHERE "interviewId" = OLD."interviewId";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "public"."result_snapshot" SET "reviewedFlagCount" = "reviewedFlagCount" + 1
    WHERE "interviewId" = NEW."interviewId";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "flag_review_count" AFTER INSERT OR DELETE OR UPDATE OF "interviewId" ON "public"."flag_review"
  FOR EACH ROW EXECUTE FUNCTION "public"."flag_review_counted"();

CREATE FUNCTION "public"."result_snapshot_reviewed_flags"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."reviewedFlagCount" := (SELECT count(*)::INTEGER FROM "public"."flag_review" f WHERE f."interviewId" = NEW."interviewId");
  RETURN NEW;
END $$;

CREATE TRIGGER "result_snapshot_reviewed_flags" BEFORE INSERT ON "public"."result_snapshot"
  FOR EACH ROW EXECUTE FUNCTION "public"."result_snapshot_reviewed_flags"();

-- Verdicts already written.
UPDATE "public"."result_snapshot" s SET "reviewedFlagCount" = f.n
FROM (SELECT "interviewId", count(*)::INTEGER AS n FROM "public"."flag_review" GROUP BY "interviewId") f
WHERE s."interviewId" = f."interviewId";
