-- AlterTable
ALTER TABLE "bulk_job_row" DROP COLUMN "leaseOwner",
DROP COLUMN "leaseUntil",
ADD COLUMN     "claim" TEXT;
