-- CreateTable
CREATE TABLE "erased_subject" (
    "id" TEXT NOT NULL,
    "candidateHash" TEXT NOT NULL,
    "emailHash" TEXT NOT NULL,
    "atsHashes" TEXT[],
    "cause" TEXT NOT NULL,
    "erasedById" TEXT,
    "erasedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "erased_subject_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "erased_screen" (
    "screenHash" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,

    CONSTRAINT "erased_screen_pkey" PRIMARY KEY ("screenHash")
);

-- CreateTable
CREATE TABLE "legal_hold" (
    "candidateId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "placedById" TEXT NOT NULL,
    "placedByEmail" TEXT NOT NULL,
    "placedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "legal_hold_pkey" PRIMARY KEY ("candidateId")
);

-- CreateIndex
CREATE UNIQUE INDEX "erased_subject_candidateHash_key" ON "erased_subject"("candidateHash");

-- CreateIndex
CREATE INDEX "erased_subject_emailHash_idx" ON "erased_subject"("emailHash");

-- CreateIndex
CREATE INDEX "erased_screen_subjectId_idx" ON "erased_screen"("subjectId");

-- AddForeignKey
ALTER TABLE "erased_screen" ADD CONSTRAINT "erased_screen_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "erased_subject"("id") ON DELETE CASCADE ON UPDATE CASCADE;
