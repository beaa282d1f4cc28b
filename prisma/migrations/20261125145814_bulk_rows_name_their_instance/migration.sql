-- AlterTable
ALTER TABLE "bulk_job_row" ADD COLUMN     "workedBy" TEXT;
