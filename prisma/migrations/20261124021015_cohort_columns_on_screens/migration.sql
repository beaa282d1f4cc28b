-- AlterTable
ALTER TABLE "mirror_screen" ADD COLUMN     "completionTimeSeconds" INTEGER,
ADD COLUMN     "criticalCount" INTEGER,
ADD COLUMN     "resultLocale" TEXT,
ADD COLUMN     "resultMode" TEXT;

-- Results read before this migration: their columns onto the screens.
UPDATE "mirror_screen" s SET "criticalCount" = r."criticalCount", "completionTimeSeconds" = r."completionTimeSeconds",
  "resultMode" = r."externalResourceMode", "resultLocale" = r."spokenLocale"
FROM "result_snapshot" r WHERE r."interviewId" = s."id";
