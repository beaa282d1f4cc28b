-- AlterTable
ALTER TABLE "sandbox"."assessment" ADD COLUMN     "listPosition" INTEGER;

-- CreateTable
CREATE TABLE "sandbox"."assessment_count" (
    "organizationId" TEXT NOT NULL,
    "total" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "assessment_count_pkey" PRIMARY KEY ("organizationId")
);

-- CreateIndex
CREATE INDEX "assessment_organizationId_listPosition_idx" ON "sandbox"."assessment"("organizationId", "listPosition");

-- AddForeignKey
ALTER TABLE "sandbox"."assessment_count" ADD CONSTRAINT "assessment_count_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "sandbox"."organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The list of screens (spec 4.2) pages newest first by page number. An offset over a million rows and a
-- count(*) per page took seconds. Instead each screen keeps its dense position in the organization's order
-- (oldest = 1: createdAt ascending, then id descending, the reverse of the list's order), and the count lives in
-- assessment_count. Page N is then the positions (total - N*size, total - (N-1)*size]: one index range.
-- Both are kept by statement triggers in the writing transaction. An insert renumbers from its oldest new row
-- to the newest (only the new rows themselves when they are the newest, as an issued screen is), a delete
-- renumbers from its oldest deleted row. The count row's lock serializes an organization's writers, so two
-- transactions never renumber the same range at once. createdAt and organizationId never change after insert.

-- Renumbers the organization's screens from the one at (fromCreated, fromId) in list-ascending order onwards.
CREATE FUNCTION "sandbox"."assessment_renumber"(org TEXT, from_created TIMESTAMP(3), from_id TEXT) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  base INTEGER;
BEGIN
  SELECT a."listPosition" INTO base FROM "sandbox"."assessment" a
  WHERE a."organizationId" = org AND a."createdAt" <= from_created
    AND NOT (a."createdAt" = from_created AND a.id <= from_id)
  ORDER BY a."createdAt" DESC, a.id ASC LIMIT 1;
  UPDATE "sandbox"."assessment" a SET "listPosition" = COALESCE(base, 0) + r.n
  FROM (
    SELECT b.id, row_number() OVER (ORDER BY b."createdAt" ASC, b.id DESC)::INTEGER AS n
    FROM "sandbox"."assessment" b
    WHERE b."organizationId" = org AND b."createdAt" >= from_created
      AND NOT (b."createdAt" = from_created AND b.id > from_id)
  ) r
  WHERE a.id = r.id AND a."listPosition" IS DISTINCT FROM COALESCE(base, 0) + r.n;
END $$;

CREATE FUNCTION "sandbox"."assessment_listing_inserted"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  r RECORD;
BEGIN
  FOR r IN SELECT "organizationId" AS org, count(*)::INTEGER AS n FROM new_rows GROUP BY 1 ORDER BY 1 LOOP
    INSERT INTO "sandbox"."assessment_count" ("organizationId", total) VALUES (r.org, r.n)
    ON CONFLICT ("organizationId") DO UPDATE SET total = "sandbox"."assessment_count".total + EXCLUDED.total;
  END LOOP;
  FOR r IN SELECT DISTINCT ON ("organizationId") "organizationId" AS org, "createdAt" AS c, id FROM new_rows
           ORDER BY "organizationId", "createdAt" ASC, id DESC LOOP
    PERFORM "sandbox"."assessment_renumber"(r.org, r.c, r.id);
  END LOOP;
  RETURN NULL;
END $$;

CREATE FUNCTION "sandbox"."assessment_listing_deleted"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  r RECORD;
BEGIN
  FOR r IN SELECT "organizationId" AS org, count(*)::INTEGER AS n FROM old_rows GROUP BY 1 ORDER BY 1 LOOP
    UPDATE "sandbox"."assessment_count" SET total = total - r.n WHERE "organizationId" = r.org;
  END LOOP;
  FOR r IN SELECT DISTINCT ON ("organizationId") "organizationId" AS org, "createdAt" AS c, id FROM old_rows
           ORDER BY "organizationId", "createdAt" ASC, id DESC LOOP
    PERFORM "sandbox"."assessment_renumber"(r.org, r.c, r.id);
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER "assessment_listing_insert" AFTER INSERT ON "sandbox"."assessment"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sandbox"."assessment_listing_inserted"();
CREATE TRIGGER "assessment_listing_delete" AFTER DELETE ON "sandbox"."assessment"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sandbox"."assessment_listing_deleted"();

-- The screens already there.
INSERT INTO "sandbox"."assessment_count" ("organizationId", total)
SELECT "organizationId", count(*)::INTEGER FROM "sandbox"."assessment" GROUP BY "organizationId";
UPDATE "sandbox"."assessment" a SET "listPosition" = r.n
FROM (
  SELECT id, row_number() OVER (PARTITION BY "organizationId" ORDER BY "createdAt" ASC, id DESC)::INTEGER AS n
  FROM "sandbox"."assessment"
) r
WHERE a.id = r.id;
