-- CreateTable
CREATE TABLE "result_dimension" (
    "interviewId" TEXT NOT NULL,
    "problemId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "result_dimension_pkey" PRIMARY KEY ("interviewId","key")
);

-- CreateIndex
CREATE INDEX "result_dimension_problemId_key_score_idx" ON "result_dimension"("problemId", "key", "score");

-- The dimensions of results read before this migration, from the bodies kept whole.
INSERT INTO "result_dimension" ("interviewId", "problemId", "key", "name", "score", "position")
SELECT r."interviewId", r."problemId", d.value->>'key', COALESCE(d.value->>'name', d.value->>'key'), (d.value->>'score')::float8, (d.ordinality - 1)::int
FROM "result_snapshot" r, jsonb_array_elements(CASE WHEN jsonb_typeof(r."results"->'analysis') = 'array' THEN r."results"->'analysis' ELSE '[]'::jsonb END) WITH ORDINALITY AS d(value, ordinality)
WHERE jsonb_typeof(d.value->'score') = 'number' AND d.value->>'key' IS NOT NULL
ON CONFLICT DO NOTHING;
