-- DropTable
DROP TABLE "sync_lease";

-- CreateTable
CREATE TABLE "sync_request" (
    "name" TEXT NOT NULL,
    "requestedAt" TIMESTAMP(3),
    "requestedById" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sync_request_pkey" PRIMARY KEY ("name")
);
