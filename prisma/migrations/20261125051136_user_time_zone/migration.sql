-- AlterTable
ALTER TABLE "User" ADD COLUMN     "time_zone" TEXT;
