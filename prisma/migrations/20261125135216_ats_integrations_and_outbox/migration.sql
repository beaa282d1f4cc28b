-- CreateTable
CREATE TABLE "ats_connection" (
    "id" TEXT NOT NULL,
    "ats" TEXT NOT NULL,
    "apiKeySealed" TEXT NOT NULL,
    "apiKeyHint" TEXT NOT NULL,
    "webhookSecretSealed" TEXT NOT NULL,
    "webhookSecretHint" TEXT NOT NULL,
    "baseUrl" TEXT NOT NULL,
    "dashboardOrigin" TEXT NOT NULL,
    "actingUserId" TEXT,
    "linkMode" TEXT NOT NULL DEFAULT 'signed_in',
    "scoreFieldId" TEXT,
    "moveOnDecision" BOOLEAN NOT NULL DEFAULT false,
    "rejectReasonId" TEXT,
    "advanceStageId" TEXT,
    "rejectStageId" TEXT,
    "pollEnabled" BOOLEAN NOT NULL DEFAULT false,
    "lastPolledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ats_connection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ats_stage_rule" (
    "id" TEXT NOT NULL,
    "connectionId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "stageName" TEXT NOT NULL,
    "problemId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ats_stage_rule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ats_inbound_event" (
    "id" TEXT NOT NULL,
    "ats" TEXT NOT NULL,
    "deliveryId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "payload" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'received',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "processedAt" TIMESTAMP(3),

    CONSTRAINT "ats_inbound_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ats_application_screen" (
    "id" TEXT NOT NULL,
    "ats" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "stageKey" TEXT NOT NULL,
    "atsCandidateId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "problemId" TEXT NOT NULL,
    "candidateId" TEXT,
    "interviewId" TEXT,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "lastError" TEXT,
    "stageId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ats_application_screen_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_message" (
    "id" TEXT NOT NULL,
    "targetKind" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "progress" JSONB NOT NULL DEFAULT '{}',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMP(3),

    CONSTRAINT "outbox_message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ats_log_entry" (
    "id" TEXT NOT NULL,
    "ats" TEXT NOT NULL,
    "direction" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "method" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "status" INTEGER,
    "durationMs" INTEGER NOT NULL,
    "requestBody" TEXT,
    "responseBody" TEXT,
    "error" TEXT,
    "attempt" INTEGER NOT NULL DEFAULT 1,
    "outboxId" TEXT,
    "inboundId" TEXT,

    CONSTRAINT "ats_log_entry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ats_connection_ats_key" ON "ats_connection"("ats");

-- CreateIndex
CREATE UNIQUE INDEX "ats_stage_rule_connectionId_jobId_stageName_key" ON "ats_stage_rule"("connectionId", "jobId", "stageName");

-- CreateIndex
CREATE INDEX "ats_inbound_event_status_receivedAt_idx" ON "ats_inbound_event"("status", "receivedAt");

-- CreateIndex
CREATE UNIQUE INDEX "ats_inbound_event_ats_deliveryId_key" ON "ats_inbound_event"("ats", "deliveryId");

-- CreateIndex
CREATE INDEX "ats_application_screen_interviewId_idx" ON "ats_application_screen"("interviewId");

-- CreateIndex
CREATE UNIQUE INDEX "ats_application_screen_ats_applicationId_stageKey_key" ON "ats_application_screen"("ats", "applicationId", "stageKey");

-- CreateIndex
CREATE UNIQUE INDEX "outbox_message_idempotencyKey_key" ON "outbox_message"("idempotencyKey");

-- CreateIndex
CREATE INDEX "outbox_message_status_nextAttemptAt_idx" ON "outbox_message"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "outbox_message_targetKind_createdAt_idx" ON "outbox_message"("targetKind", "createdAt");

-- CreateIndex
CREATE INDEX "ats_log_entry_ats_at_idx" ON "ats_log_entry"("ats", "at");

-- CreateIndex
CREATE INDEX "ats_log_entry_at_id_idx" ON "ats_log_entry"("at", "id");

-- AddForeignKey
ALTER TABLE "ats_stage_rule" ADD CONSTRAINT "ats_stage_rule_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "ats_connection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
