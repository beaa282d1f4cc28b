-- CreateTable
CREATE TABLE "note" (
    "id" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "note_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tag" (
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tag_pkey" PRIMARY KEY ("targetType","targetId","label")
);

-- CreateTable
CREATE TABLE "decision" (
    "id" TEXT NOT NULL,
    "interviewId" TEXT NOT NULL,
    "reviewerId" TEXT NOT NULL,
    "decision" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "decision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "flag_review" (
    "interviewId" TEXT NOT NULL,
    "flagId" TEXT NOT NULL,
    "reviewerId" TEXT NOT NULL,
    "verdict" TEXT NOT NULL,
    "note" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "flag_review_pkey" PRIMARY KEY ("interviewId","flagId")
);

-- CreateTable
CREATE TABLE "audit_event" (
    "id" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorId" TEXT,
    "actorEmail" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "metadata" JSONB,

    CONSTRAINT "audit_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_event" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "payload" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'received',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "processedAt" TIMESTAMP(3),

    CONSTRAINT "webhook_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bulk_job" (
    "id" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "problemId" TEXT NOT NULL,
    "options" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'running',
    "totalRows" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "bulk_job_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bulk_job_row" (
    "id" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "candidateId" TEXT,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "integrationSource" TEXT,
    "externalId" TEXT,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "interviewId" TEXT,
    "message" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "leaseOwner" TEXT,
    "leaseUntil" TIMESTAMP(3),
    "sentAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "bulk_job_row_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "app_setting" (
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "app_setting_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "problem_registry" (
    "problemId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "status" TEXT,
    "type" TEXT,
    "origin" TEXT NOT NULL,
    "snapshot" JSONB,
    "lastFetchedAt" TIMESTAMP(3),
    "lastError" TEXT,
    "addedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "problem_registry_pkey" PRIMARY KEY ("problemId")
);

-- CreateTable
CREATE TABLE "result_snapshot" (
    "interviewId" TEXT NOT NULL,
    "candidateId" TEXT NOT NULL,
    "problemId" TEXT NOT NULL,
    "score" DOUBLE PRECISION,
    "risk" TEXT NOT NULL,
    "flagCount" INTEGER NOT NULL,
    "criticalCount" INTEGER NOT NULL,
    "completedAt" TIMESTAMP(3) NOT NULL,
    "results" JSONB NOT NULL,
    "fetchedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "result_snapshot_pkey" PRIMARY KEY ("interviewId")
);

-- CreateTable
CREATE TABLE "ip_report" (
    "id" TEXT NOT NULL,
    "candidateId" TEXT NOT NULL,
    "ipAddress" TEXT NOT NULL,
    "observedAt" TIMESTAMP(3) NOT NULL,
    "source" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "readingId" TEXT,
    "duplicate" BOOLEAN NOT NULL DEFAULT false,
    "message" TEXT,
    "reportedById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ip_report_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scout_request" (
    "id" TEXT NOT NULL,
    "candidateId" TEXT NOT NULL,
    "triggeredById" TEXT NOT NULL,
    "phone" TEXT,
    "linkedinUrl" TEXT,
    "githubUrl" TEXT,
    "resumeNames" TEXT[],
    "status" TEXT NOT NULL DEFAULT 'processing',
    "verdict" TEXT,
    "result" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "scout_request_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "note_targetType_targetId_createdAt_idx" ON "note"("targetType", "targetId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "decision_interviewId_reviewerId_key" ON "decision"("interviewId", "reviewerId");

-- CreateIndex
CREATE INDEX "audit_event_at_idx" ON "audit_event"("at");

-- CreateIndex
CREATE INDEX "audit_event_action_at_idx" ON "audit_event"("action", "at");

-- CreateIndex
CREATE INDEX "audit_event_targetType_targetId_idx" ON "audit_event"("targetType", "targetId");

-- CreateIndex
CREATE INDEX "webhook_event_receivedAt_idx" ON "webhook_event"("receivedAt");

-- CreateIndex
CREATE INDEX "webhook_event_status_idx" ON "webhook_event"("status");

-- CreateIndex
CREATE INDEX "bulk_job_status_idx" ON "bulk_job"("status");

-- CreateIndex
CREATE INDEX "bulk_job_row_jobId_state_idx" ON "bulk_job_row"("jobId", "state");

-- CreateIndex
CREATE UNIQUE INDEX "bulk_job_row_jobId_position_key" ON "bulk_job_row"("jobId", "position");

-- CreateIndex
CREATE INDEX "result_snapshot_risk_completedAt_idx" ON "result_snapshot"("risk", "completedAt");

-- CreateIndex
CREATE INDEX "result_snapshot_candidateId_idx" ON "result_snapshot"("candidateId");

-- CreateIndex
CREATE INDEX "ip_report_candidateId_createdAt_idx" ON "ip_report"("candidateId", "createdAt");

-- CreateIndex
CREATE INDEX "scout_request_candidateId_createdAt_idx" ON "scout_request"("candidateId", "createdAt");

-- AddForeignKey
ALTER TABLE "bulk_job_row" ADD CONSTRAINT "bulk_job_row_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "bulk_job"("id") ON DELETE CASCADE ON UPDATE CASCADE;
