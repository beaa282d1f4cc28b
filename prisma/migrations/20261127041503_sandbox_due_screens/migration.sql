-- CreateIndex
CREATE INDEX "assessment_status_startsAt_idx" ON "sandbox"."assessment"("status", "startsAt");

-- CreateIndex
CREATE INDEX "assessment_status_expiresAt_idx" ON "sandbox"."assessment"("status", "expiresAt");

-- CreateIndex
CREATE INDEX "assessment_status_completesAt_idx" ON "sandbox"."assessment"("status", "completesAt");
