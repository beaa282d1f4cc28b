-- AlterTable
ALTER TABLE "ats_stage_rule" ADD COLUMN     "jobName" TEXT;

-- CreateTable
CREATE TABLE "ats_activity" (
    "id" TEXT NOT NULL,
    "ats" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "kind" TEXT NOT NULL,
    "candidateId" TEXT,
    "problemId" TEXT,
    "interviewId" TEXT,
    "facts" JSONB NOT NULL DEFAULT '{}',
    "inboundId" TEXT,
    "outboxId" TEXT,
    "attempt" INTEGER,

    CONSTRAINT "ats_activity_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ats_activity_at_id_idx" ON "ats_activity"("at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ats_activity_ats_at_id_idx" ON "ats_activity"("ats", "at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ats_log_entry_outboxId_at_idx" ON "ats_log_entry"("outboxId", "at");

-- CreateIndex
CREATE INDEX "ats_log_entry_inboundId_idx" ON "ats_log_entry"("inboundId");
