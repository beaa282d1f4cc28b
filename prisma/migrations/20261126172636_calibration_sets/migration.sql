-- CreateTable
CREATE TABLE "calibration_set" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "problemId" TEXT NOT NULL,
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" TIMESTAMP(3),

    CONSTRAINT "calibration_set_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "calibration_item" (
    "setId" TEXT NOT NULL,
    "interviewId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "calibration_item_pkey" PRIMARY KEY ("setId","interviewId")
);

-- CreateTable
CREATE TABLE "calibration_answer" (
    "setId" TEXT NOT NULL,
    "interviewId" TEXT NOT NULL,
    "reviewerId" TEXT NOT NULL,
    "decision" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "calibration_answer_pkey" PRIMARY KEY ("setId","interviewId","reviewerId")
);

-- CreateIndex
CREATE INDEX "calibration_set_createdAt_idx" ON "calibration_set"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "calibration_item_setId_position_key" ON "calibration_item"("setId", "position");

-- CreateIndex
CREATE INDEX "calibration_answer_setId_reviewerId_idx" ON "calibration_answer"("setId", "reviewerId");
