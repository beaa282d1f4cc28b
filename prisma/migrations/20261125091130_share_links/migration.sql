-- CreateTable
CREATE TABLE "share_link" (
    "id" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "interviewId" TEXT NOT NULL,
    "createdById" TEXT,
    "createdByEmail" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "revokedById" TEXT,
    "revokedByEmail" TEXT,
    "contents" JSONB NOT NULL,

    CONSTRAINT "share_link_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "share_link_tokenHash_key" ON "share_link"("tokenHash");

-- CreateIndex
CREATE INDEX "share_link_interviewId_createdAt_idx" ON "share_link"("interviewId", "createdAt");

-- CreateIndex
CREATE INDEX "share_link_revokedAt_createdAt_id_idx" ON "share_link"("revokedAt", "createdAt", "id");
