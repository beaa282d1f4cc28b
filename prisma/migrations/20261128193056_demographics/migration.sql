-- AlterTable
ALTER TABLE "User" ADD COLUMN     "compliance" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "demographic_answer" (
    "candidateId" TEXT NOT NULL,
    "sex" TEXT,
    "race_ethnicity" TEXT,
    "veteran" TEXT,
    "disability" TEXT,
    "source" TEXT NOT NULL,
    "recorded_by_id" TEXT,
    "recorded_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "demographic_answer_pkey" PRIMARY KEY ("candidateId")
);
