-- CreateTable
CREATE TABLE "eeo_read" (
    "id" TEXT NOT NULL,
    "ats" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'running',
    "limit" INTEGER NOT NULL,
    "since" TIMESTAMP(3) NOT NULL,
    "until" TIMESTAMP(3) NOT NULL,
    "cursor" JSONB,
    "expected" INTEGER,
    "pages" INTEGER NOT NULL DEFAULT 0,
    "considered" INTEGER NOT NULL DEFAULT 0,
    "applications" INTEGER NOT NULL DEFAULT 0,
    "answered" INTEGER NOT NULL DEFAULT 0,
    "empty" INTEGER NOT NULL DEFAULT 0,
    "kept" INTEGER NOT NULL DEFAULT 0,
    "missing" INTEGER NOT NULL DEFAULT 0,
    "unmatched" INTEGER NOT NULL DEFAULT 0,
    "unknown_values" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "started_by_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "eeo_read_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "eeo_read_ats_created_at_idx" ON "eeo_read"("ats", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "eeo_read_open_key" ON "eeo_read"("ats") WHERE (status = 'running');

-- CreateIndex
CREATE INDEX "ats_application_screen_ats_updatedAt_id_idx" ON "ats_application_screen"("ats", "updatedAt" DESC, "id" DESC);
