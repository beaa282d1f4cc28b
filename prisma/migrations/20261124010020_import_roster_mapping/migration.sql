-- AlterTable
ALTER TABLE "bulk_job" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'issue',
ALTER COLUMN "problemId" DROP NOT NULL;

-- AlterTable
ALTER TABLE "bulk_job_row" ADD COLUMN     "inputLine" INTEGER;

-- CreateTable
CREATE TABLE "import_mapping" (
    "shapeKey" TEXT NOT NULL,
    "headers" TEXT[],
    "mapping" JSONB NOT NULL,
    "updatedById" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "import_mapping_pkey" PRIMARY KEY ("shapeKey")
);
