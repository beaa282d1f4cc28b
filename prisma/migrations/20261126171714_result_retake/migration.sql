-- CreateTable
CREATE TABLE "result_retake" (
    "retakeInterviewId" TEXT NOT NULL,
    "originalInterviewId" TEXT NOT NULL,
    "requestedBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "result_retake_pkey" PRIMARY KEY ("retakeInterviewId")
);

-- CreateIndex
CREATE INDEX "result_retake_originalInterviewId_idx" ON "result_retake"("originalInterviewId");
