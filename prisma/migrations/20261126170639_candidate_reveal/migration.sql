-- CreateTable
CREATE TABLE "candidate_reveal" (
    "userId" TEXT NOT NULL,
    "candidateId" TEXT NOT NULL,
    "interviewId" TEXT NOT NULL,
    "revealedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "candidate_reveal_pkey" PRIMARY KEY ("userId","candidateId")
);
