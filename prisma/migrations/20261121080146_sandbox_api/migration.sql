-- AlterTable
ALTER TABLE "sandbox"."organization" ADD COLUMN     "createProblemEnabled" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "defaultExpirationDays" INTEGER NOT NULL DEFAULT 7,
ADD COLUMN     "defaultExternalResourceMode" TEXT NOT NULL DEFAULT 'CLOSED',
ADD COLUMN     "rateLimitPerSecond" INTEGER,
ADD COLUMN     "seededAt" TIMESTAMP(3),
ADD COLUMN     "testModeEnabled" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "sandbox"."candidate" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "emailKey" TEXT NOT NULL,
    "integrationSource" TEXT,
    "externalId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "candidate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sandbox"."problem" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "readyAt" TIMESTAMP(3),
    "type" TEXT NOT NULL,
    "duration" INTEGER NOT NULL,
    "candidateSummary" TEXT NOT NULL,
    "problemSummary" TEXT NOT NULL,
    "scoringCategories" JSONB NOT NULL,
    "externalResourceMode" TEXT NOT NULL,
    "includeAiUsageScoring" BOOLEAN NOT NULL DEFAULT false,
    "experienceLevel" TEXT,
    "supportedLocales" TEXT[] DEFAULT ARRAY['en']::TEXT[],
    "expirationDays" INTEGER,
    "integrationSource" TEXT,
    "externalId" TEXT,
    "testMode" BOOLEAN NOT NULL DEFAULT false,
    "isFromServiceTestBank" BOOLEAN NOT NULL DEFAULT false,
    "jobDescription" TEXT,
    "additionalNotes" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "problem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sandbox"."assessment" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "candidateId" TEXT NOT NULL,
    "problemId" TEXT NOT NULL,
    "problemType" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "externalResourceMode" TEXT NOT NULL,
    "spokenLocale" TEXT NOT NULL,
    "durationMinutes" INTEGER NOT NULL,
    "scoringCategories" JSONB NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "submitterEmail" TEXT,
    "shouldSendEmail" BOOLEAN NOT NULL DEFAULT true,
    "bypassIdCheck" BOOLEAN NOT NULL DEFAULT false,
    "isSelfServe" BOOLEAN,
    "inviteEmailLocale" TEXT NOT NULL DEFAULT 'en',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "assessment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sandbox"."result" (
    "assessmentId" TEXT NOT NULL,
    "body" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "result_pkey" PRIMARY KEY ("assessmentId")
);

-- CreateTable
CREATE TABLE "sandbox"."share_link" (
    "token" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "share_link_pkey" PRIMARY KEY ("token")
);

-- CreateTable
CREATE TABLE "sandbox"."ip_reading" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "candidateId" TEXT NOT NULL,
    "ipAddress" TEXT NOT NULL,
    "observedAt" TIMESTAMP(3) NOT NULL,
    "source" TEXT NOT NULL,
    "enrichment" JSONB,
    "enrichedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ip_reading_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sandbox"."scout_run" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "candidateId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "phone" TEXT,
    "linkedinUrl" TEXT,
    "githubUrl" TEXT,
    "resumes" JSONB NOT NULL,
    "completeAfter" TIMESTAMP(3) NOT NULL,
    "completedAt" TIMESTAMP(3),
    "verdict" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "scout_run_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "candidate_organizationId_createdAt_idx" ON "sandbox"."candidate"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "candidate_organizationId_integrationSource_externalId_idx" ON "sandbox"."candidate"("organizationId", "integrationSource", "externalId");

-- CreateIndex
CREATE UNIQUE INDEX "candidate_organizationId_emailKey_key" ON "sandbox"."candidate"("organizationId", "emailKey");

-- CreateIndex
CREATE INDEX "problem_organizationId_createdAt_idx" ON "sandbox"."problem"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "assessment_organizationId_createdAt_idx" ON "sandbox"."assessment"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "assessment_candidateId_problemId_status_idx" ON "sandbox"."assessment"("candidateId", "problemId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "share_link_kind_targetId_key" ON "sandbox"."share_link"("kind", "targetId");

-- CreateIndex
CREATE UNIQUE INDEX "ip_reading_candidateId_ipAddress_observedAt_key" ON "sandbox"."ip_reading"("candidateId", "ipAddress", "observedAt");

-- CreateIndex
CREATE INDEX "scout_run_candidateId_createdAt_idx" ON "sandbox"."scout_run"("candidateId", "createdAt");

-- AddForeignKey
ALTER TABLE "sandbox"."candidate" ADD CONSTRAINT "candidate_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "sandbox"."organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sandbox"."problem" ADD CONSTRAINT "problem_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "sandbox"."organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sandbox"."assessment" ADD CONSTRAINT "assessment_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "sandbox"."organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sandbox"."assessment" ADD CONSTRAINT "assessment_candidateId_fkey" FOREIGN KEY ("candidateId") REFERENCES "sandbox"."candidate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sandbox"."assessment" ADD CONSTRAINT "assessment_problemId_fkey" FOREIGN KEY ("problemId") REFERENCES "sandbox"."problem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sandbox"."result" ADD CONSTRAINT "result_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "sandbox"."assessment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sandbox"."share_link" ADD CONSTRAINT "share_link_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "sandbox"."organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sandbox"."ip_reading" ADD CONSTRAINT "ip_reading_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "sandbox"."organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sandbox"."ip_reading" ADD CONSTRAINT "ip_reading_candidateId_fkey" FOREIGN KEY ("candidateId") REFERENCES "sandbox"."candidate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sandbox"."scout_run" ADD CONSTRAINT "scout_run_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "sandbox"."organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sandbox"."scout_run" ADD CONSTRAINT "scout_run_candidateId_fkey" FOREIGN KEY ("candidateId") REFERENCES "sandbox"."candidate"("id") ON DELETE CASCADE ON UPDATE CASCADE;
