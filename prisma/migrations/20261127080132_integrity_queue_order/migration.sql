-- AlterTable
ALTER TABLE "result_snapshot" ADD COLUMN     "riskRank" INTEGER NOT NULL DEFAULT 3;

-- The queue's order of risk, set from the risk as each result is written, so the queue's order is an index's.
CREATE FUNCTION result_snapshot_risk_rank() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."riskRank" := CASE NEW.risk WHEN 'high' THEN 0 WHEN 'medium' THEN 1 WHEN 'low' THEN 2 ELSE 3 END;
  RETURN NEW;
END $$;

CREATE TRIGGER result_snapshot_risk_rank BEFORE INSERT OR UPDATE OF risk ON result_snapshot
  FOR EACH ROW EXECUTE FUNCTION result_snapshot_risk_rank();

-- The results as they stand.
UPDATE result_snapshot SET "riskRank" = CASE risk WHEN 'high' THEN 0 WHEN 'medium' THEN 1 WHEN 'low' THEN 2 ELSE 3 END
WHERE risk IN ('high', 'medium', 'low');

-- CreateIndex
CREATE INDEX "result_snapshot_queue_idx" ON "result_snapshot"("riskRank", "criticalCount" DESC, "completedAt" DESC, "interviewId") WHERE ("flagCount" > 0);
