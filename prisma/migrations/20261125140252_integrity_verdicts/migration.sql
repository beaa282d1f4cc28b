-- AlterTable
ALTER TABLE "flag_review" ADD COLUMN     "level" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "reason" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "secondAt" TIMESTAMP(3),
ADD COLUMN     "secondReviewerId" TEXT;

-- CreateTable
CREATE TABLE "flag_review_change" (
    "id" TEXT NOT NULL,
    "interviewId" TEXT NOT NULL,
    "flagId" TEXT NOT NULL,
    "reviewerId" TEXT NOT NULL,
    "verdict" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "note" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "flag_review_change_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "result_flag" (
    "interviewId" TEXT NOT NULL,
    "flagId" TEXT NOT NULL,
    "problemId" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "day" DATE NOT NULL,

    CONSTRAINT "result_flag_pkey" PRIMARY KEY ("interviewId","flagId")
);

-- CreateTable
CREATE TABLE "flag_tally" (
    "day" DATE NOT NULL,
    "kind" TEXT NOT NULL,
    "problemId" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "flagged" INTEGER NOT NULL DEFAULT 0,
    "confirmed" INTEGER NOT NULL DEFAULT 0,
    "cleared" INTEGER NOT NULL DEFAULT 0,
    "retake" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "flag_tally_pkey" PRIMARY KEY ("day","kind","problemId","level")
);

-- CreateIndex
CREATE INDEX "flag_review_change_interviewId_flagId_at_idx" ON "flag_review_change"("interviewId", "flagId", "at");

-- CreateIndex
CREATE INDEX "result_flag_flagId_idx" ON "result_flag"("flagId");

-- CreateIndex
CREATE INDEX "flag_tally_kind_day_idx" ON "flag_tally"("kind", "day");

-- CreateIndex
CREATE INDEX "flag_tally_problemId_day_idx" ON "flag_tally"("problemId", "day");

-- CreateIndex
CREATE INDEX "decision_updatedAt_idx" ON "decision"("updatedAt");

-- CreateIndex
CREATE INDEX "flag_review_verdict_level_secondAt_interviewId_idx" ON "flag_review"("verdict", "level", "secondAt", "interviewId");

-- CreateIndex
CREATE INDEX "flag_review_reviewerId_idx" ON "flag_review"("reviewerId");

-- Data: "dismissed" is now "cleared", and every stored result's flags and the precision tally are filled in from what is
-- already stored, so Insights starts from the team's existing reviews.
UPDATE "flag_review" SET "verdict" = 'cleared' WHERE "verdict" = 'dismissed';

INSERT INTO "result_flag" ("interviewId", "flagId", "problemId", "level", "title", "day")
SELECT DISTINCT ON (s."interviewId", f->>'id') s."interviewId", f->>'id', s."problemId", COALESCE(f->>'level', ''),
       COALESCE(f->>'title', f->>'id'), s."completedAt"::date
FROM "result_snapshot" s
CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(s."results"->'integrity_report'->'flags') = 'array'
                                            THEN s."results"->'integrity_report'->'flags' ELSE '[]'::jsonb END) f
WHERE f->>'id' IS NOT NULL
ON CONFLICT DO NOTHING;

UPDATE "flag_review" r SET "level" = rf."level"
FROM "result_flag" rf WHERE rf."interviewId" = r."interviewId" AND rf."flagId" = r."flagId";

INSERT INTO "flag_tally" ("day", "kind", "problemId", "level", "flagged", "confirmed", "cleared", "retake")
SELECT rf."day", rf."flagId", rf."problemId", rf."level", COUNT(*)::int,
       COUNT(*) FILTER (WHERE r."verdict" = 'confirmed')::int,
       COUNT(*) FILTER (WHERE r."verdict" = 'cleared')::int,
       COUNT(*) FILTER (WHERE r."verdict" = 'retake')::int
FROM "result_flag" rf
LEFT JOIN "flag_review" r ON r."interviewId" = rf."interviewId" AND r."flagId" = rf."flagId"
GROUP BY 1, 2, 3, 4;
