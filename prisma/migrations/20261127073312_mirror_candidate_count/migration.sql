-- CreateTable
CREATE TABLE "mirror_candidate_count" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "n" BIGINT NOT NULL,

    CONSTRAINT "mirror_candidate_count_pkey" PRIMARY KEY ("id")
);

-- Kept in the transaction that writes the candidates: inserted rows add, deleted rows take away, an update counts
-- only rows that enter or leave the copy (by goneAt), so the sync's updates of known candidates take no lock here.
CREATE FUNCTION mirror_candidate_count_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d BIGINT;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO d FROM new_rows WHERE "goneAt" IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT -count(*) INTO d FROM old_rows WHERE "goneAt" IS NULL;
  ELSE
    SELECT (SELECT count(*) FROM new_rows WHERE "goneAt" IS NULL) - (SELECT count(*) FROM old_rows WHERE "goneAt" IS NULL)
      INTO d;
  END IF;
  IF d <> 0 THEN
    INSERT INTO mirror_candidate_count AS c (id, n) VALUES (1, d) ON CONFLICT (id) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER mirror_candidate_count_insert AFTER INSERT ON mirror_candidate
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mirror_candidate_count_changed();
CREATE TRIGGER mirror_candidate_count_update AFTER UPDATE ON mirror_candidate
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mirror_candidate_count_changed();
CREATE TRIGGER mirror_candidate_count_delete AFTER DELETE ON mirror_candidate
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mirror_candidate_count_changed();

-- The copy as it stands.
INSERT INTO mirror_candidate_count (id, n) SELECT 1, count(*) FROM mirror_candidate WHERE "goneAt" IS NULL;
