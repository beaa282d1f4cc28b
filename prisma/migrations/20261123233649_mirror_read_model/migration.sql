-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm" WITH SCHEMA "public";

-- AlterTable
ALTER TABLE "result_snapshot" ADD COLUMN     "completionTimeSeconds" INTEGER,
ADD COLUMN     "externalResourceMode" TEXT,
ADD COLUMN     "spokenLocale" TEXT;

-- CreateTable
CREATE TABLE "mirror_candidate" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "integrationSource" TEXT,
    "externalId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "nameKey" TEXT NOT NULL,
    "emailKey" TEXT NOT NULL,
    "searchText" TEXT NOT NULL,
    "raw" JSONB NOT NULL,
    "screenCount" INTEGER NOT NULL DEFAULT 0,
    "latestStatus" TEXT NOT NULL DEFAULT 'Not Assigned',
    "latestScreenAt" TIMESTAMP(3),
    "confirmedAt" TIMESTAMP(3),
    "seenRun" BIGINT,
    "goneAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "mirror_candidate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mirror_screen" (
    "id" TEXT NOT NULL,
    "candidateId" TEXT NOT NULL,
    "problemId" TEXT NOT NULL,
    "problemType" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "raw" JSONB NOT NULL,
    "statusAt" TIMESTAMP(3) NOT NULL,
    "score" DOUBLE PRECISION,
    "risk" TEXT,
    "flagCount" INTEGER,
    "completedAt" TIMESTAMP(3),
    "confirmedAt" TIMESTAMP(3),
    "seenRun" BIGINT,
    "goneAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "mirror_screen_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sync_lease" (
    "name" TEXT NOT NULL,
    "holder" TEXT,
    "expiresAt" TIMESTAMP(3),
    "requestedAt" TIMESTAMP(3),
    "requestedById" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sync_lease_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "sync_run" (
    "id" BIGSERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'running',
    "phase" TEXT NOT NULL DEFAULT 'candidates',
    "nextPage" INTEGER NOT NULL DEFAULT 1,
    "pageSize" INTEGER NOT NULL,
    "totalItems" INTEGER,
    "screensSeen" INTEGER NOT NULL DEFAULT 0,
    "candidatesSeen" INTEGER NOT NULL DEFAULT 0,
    "rowsChanged" INTEGER NOT NULL DEFAULT 0,
    "resultsFetched" INTEGER NOT NULL DEFAULT 0,
    "resultsPending" INTEGER,
    "problemsRead" INTEGER NOT NULL DEFAULT 0,
    "apiCalls" INTEGER NOT NULL DEFAULT 0,
    "notes" TEXT[],
    "lastError" TEXT,
    "holder" TEXT,
    "requestedById" TEXT,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "heartbeatAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "sync_run_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "mirror_candidate_nameKey_id_idx" ON "mirror_candidate"("nameKey", "id");

-- CreateIndex
CREATE INDEX "mirror_candidate_emailKey_id_idx" ON "mirror_candidate"("emailKey", "id");

-- CreateIndex
CREATE INDEX "mirror_candidate_createdAt_id_idx" ON "mirror_candidate"("createdAt", "id");

-- CreateIndex
CREATE INDEX "mirror_candidate_latestStatus_id_idx" ON "mirror_candidate"("latestStatus", "id");

-- CreateIndex
CREATE INDEX "mirror_candidate_screenCount_id_idx" ON "mirror_candidate"("screenCount", "id");

-- CreateIndex
CREATE INDEX "mirror_candidate_integrationSource_externalId_idx" ON "mirror_candidate"("integrationSource", "externalId");

-- CreateIndex
CREATE INDEX "mirror_candidate_search_idx" ON "mirror_candidate" USING GIN ("searchText" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "mirror_screen_createdAt_id_idx" ON "mirror_screen"("createdAt", "id");

-- CreateIndex
CREATE INDEX "mirror_screen_candidateId_createdAt_idx" ON "mirror_screen"("candidateId", "createdAt");

-- CreateIndex
CREATE INDEX "mirror_screen_problemId_status_idx" ON "mirror_screen"("problemId", "status");

-- CreateIndex
CREATE INDEX "mirror_screen_status_createdAt_idx" ON "mirror_screen"("status", "createdAt");

-- CreateIndex
CREATE INDEX "mirror_screen_completedAt_id_idx" ON "mirror_screen"("completedAt", "id");

-- CreateIndex
CREATE INDEX "mirror_screen_score_id_idx" ON "mirror_screen"("score", "id");

-- CreateIndex
CREATE INDEX "sync_run_status_finishedAt_idx" ON "sync_run"("status", "finishedAt");

-- CreateIndex
CREATE INDEX "webhook_event_processedAt_idx" ON "webhook_event"("processedAt");

-- CreateIndex
CREATE INDEX "result_snapshot_problemId_score_idx" ON "result_snapshot"("problemId", "score");

-- Results read before this migration: their new columns from the body kept whole.
UPDATE "result_snapshot" SET
  "completionTimeSeconds" = CASE WHEN jsonb_typeof("results"->'completion_time_seconds') = 'number' THEN round(("results"->>'completion_time_seconds')::numeric)::int END,
  "externalResourceMode" = "results"->'settings'->>'external_resource_mode',
  "spokenLocale" = "results"->'settings'->>'spoken_locale';
