-- AlterTable
ALTER TABLE "calibration_set" ADD COLUMN     "dueAt" DATE;

-- CreateTable
CREATE TABLE "calibration_member" (
    "setId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "addedBy" TEXT NOT NULL,
    "addedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "calibration_member_pkey" PRIMARY KEY ("setId","userId")
);

-- CreateTable
CREATE TABLE "review_request" (
    "id" TEXT NOT NULL,
    "interviewId" TEXT NOT NULL,
    "flagId" TEXT NOT NULL,
    "assigneeId" TEXT NOT NULL,
    "requestedById" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "doneAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),

    CONSTRAINT "review_request_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "calibration_member_userId_addedAt_idx" ON "calibration_member"("userId", "addedAt" DESC);

-- CreateIndex
CREATE INDEX "review_request_open_idx" ON "review_request"("assigneeId", "createdAt" DESC) WHERE ("doneAt" IS NULL AND "cancelledAt" IS NULL);

-- CreateIndex
CREATE UNIQUE INDEX "review_request_open_key" ON "review_request"("interviewId", "flagId") WHERE ("doneAt" IS NULL AND "cancelledAt" IS NULL);

-- CreateIndex
CREATE INDEX "review_request_interviewId_idx" ON "review_request"("interviewId");
