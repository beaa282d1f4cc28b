-- AlterTable
ALTER TABLE "sync_run" ALTER COLUMN "phase" SET DEFAULT 'listing';
