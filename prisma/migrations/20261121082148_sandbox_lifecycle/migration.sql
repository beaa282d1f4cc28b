-- AlterTable
ALTER TABLE "sandbox"."organization" ADD COLUMN     "faultErrorRate" DOUBLE PRECISION,
ADD COLUMN     "faultLatencyMs" INTEGER,
ADD COLUMN     "webhookUrl" TEXT;

-- AlterTable
ALTER TABLE "sandbox"."assessment" ADD COLUMN     "completesAt" TIMESTAMP(3),
ADD COLUMN     "startsAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "sandbox"."webhook_delivery" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3),
    "lastAttemptAt" TIMESTAMP(3),
    "lastStatus" INTEGER,
    "lastError" TEXT,
    "lastUrl" TEXT,
    "deliveredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_delivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "webhook_delivery_status_nextAttemptAt_idx" ON "sandbox"."webhook_delivery"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "webhook_delivery_organizationId_createdAt_idx" ON "sandbox"."webhook_delivery"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "assessment_status_idx" ON "sandbox"."assessment"("status");

-- CreateIndex
CREATE INDEX "ip_reading_enrichedAt_createdAt_idx" ON "sandbox"."ip_reading"("enrichedAt", "createdAt");

-- CreateIndex
CREATE INDEX "scout_run_status_completeAfter_idx" ON "sandbox"."scout_run"("status", "completeAfter");

-- AddForeignKey
ALTER TABLE "sandbox"."webhook_delivery" ADD CONSTRAINT "webhook_delivery_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "sandbox"."organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
