-- AlterTable
ALTER TABLE "User" ADD COLUMN     "overview_baseline_at" TIMESTAMP(3),
ADD COLUMN     "overview_seen_at" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "decision_decision_interviewId_idx" ON "decision"("decision", "interviewId");
