-- DropIndex
DROP INDEX "mirror_candidate_latestStatus_id_idx";

-- DropIndex
DROP INDEX "mirror_candidate_screenCount_id_idx";

-- AlterTable
ALTER TABLE "mirror_candidate" DROP COLUMN "latestScreenAt",
DROP COLUMN "latestStatus",
DROP COLUMN "screenCount";

-- AlterTable
ALTER TABLE "sync_run" ADD COLUMN     "candidatesListedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "mirror_candidate_screens" (
    "candidateId" TEXT NOT NULL,
    "screenCount" INTEGER NOT NULL,
    "latestStatus" TEXT NOT NULL,
    "latestScreenAt" TIMESTAMP(3),

    CONSTRAINT "mirror_candidate_screens_pkey" PRIMARY KEY ("candidateId")
);

-- CreateIndex
CREATE INDEX "mirror_candidate_screens_latestStatus_candidateId_idx" ON "mirror_candidate_screens"("latestStatus", "candidateId");

-- CreateIndex
CREATE INDEX "mirror_candidate_screens_screenCount_candidateId_idx" ON "mirror_candidate_screens"("screenCount", "candidateId");

-- CreateIndex
CREATE INDEX "mirror_screen_problemId_score_idx" ON "mirror_screen"("problemId", "score");

-- What the candidates list showed of the screens of each candidate, from the screens already mirrored, and candidates
-- without a screen get their row too (every mirrored candidate has one).
INSERT INTO "mirror_candidate_screens" ("candidateId", "screenCount", "latestStatus", "latestScreenAt")
SELECT c."id", COALESCE(a.n, 0), COALESCE(a.status, 'Not Assigned'), a.at
FROM "mirror_candidate" c
LEFT JOIN (
  SELECT "candidateId", count(*)::int AS n, (array_agg("status" ORDER BY "createdAt" DESC, "id" DESC))[1] AS status, max("createdAt") AS at
  FROM "mirror_screen" WHERE "goneAt" IS NULL GROUP BY "candidateId"
) a ON a."candidateId" = c."id";

-- Room in each page for the next version of a row: a run confirming unchanged rows rewrites only unindexed columns,
-- which PostgreSQL can then do in place (heap-only tuples), without touching any index.
ALTER TABLE "mirror_candidate" SET (fillfactor = 80);
ALTER TABLE "mirror_screen" SET (fillfactor = 80);
ALTER TABLE "mirror_candidate_screens" SET (fillfactor = 80);
