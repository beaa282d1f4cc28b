-- CreateTable
CREATE TABLE "mail_server" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "host" TEXT NOT NULL,
    "port" INTEGER NOT NULL,
    "security" TEXT NOT NULL,
    "username" TEXT,
    "password_sealed" TEXT,
    "from_address" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "mail_server_pkey" PRIMARY KEY ("id")
);
