-- CreateTable
CREATE TABLE "mirror_status_count" (
    "status" TEXT NOT NULL,
    "n" BIGINT NOT NULL,

    CONSTRAINT "mirror_status_count_pkey" PRIMARY KEY ("status")
);

-- CreateIndex
CREATE INDEX "result_snapshot_completedAt_idx" ON "result_snapshot"("completedAt");

-- Kept in the transaction that writes the screens: inserted rows add to their status, deleted rows take away,
-- an update moves a row between statuses (or in or out of the copy, by goneAt). Statuses in order, so two
-- transactions lock the same rows in the same order.
CREATE FUNCTION mirror_status_count_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO mirror_status_count AS c (status, n)
    SELECT status, count(*) FROM new_rows WHERE "goneAt" IS NULL GROUP BY status ORDER BY status
    ON CONFLICT (status) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO mirror_status_count AS c (status, n)
    SELECT status, -count(*) FROM old_rows WHERE "goneAt" IS NULL GROUP BY status ORDER BY status
    ON CONFLICT (status) DO UPDATE SET n = c.n + EXCLUDED.n;
  ELSE
    INSERT INTO mirror_status_count AS c (status, n)
    SELECT status, sum(d) FROM (
      SELECT status, 1 AS d FROM new_rows WHERE "goneAt" IS NULL
      UNION ALL
      SELECT status, -1 FROM old_rows WHERE "goneAt" IS NULL
    ) moved GROUP BY status HAVING sum(d) <> 0 ORDER BY status
    ON CONFLICT (status) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER mirror_status_count_insert AFTER INSERT ON mirror_screen
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mirror_status_count_changed();
CREATE TRIGGER mirror_status_count_update AFTER UPDATE ON mirror_screen
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mirror_status_count_changed();
CREATE TRIGGER mirror_status_count_delete AFTER DELETE ON mirror_screen
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mirror_status_count_changed();

-- The copy as it stands.
INSERT INTO mirror_status_count (status, n)
SELECT status, count(*) FROM mirror_screen WHERE "goneAt" IS NULL GROUP BY status;
