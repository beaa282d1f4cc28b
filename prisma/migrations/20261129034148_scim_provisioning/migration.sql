-- AlterTable
ALTER TABLE "User" ADD COLUMN     "deprovisioned_at" TIMESTAMP(3),
ADD COLUMN     "scim_directory_id" TEXT,
ADD COLUMN     "scim_external_id" TEXT;

-- CreateTable
CREATE TABLE "scim_directory" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "rotated_at" TIMESTAMP(3),
    "last_used_at" TIMESTAMP(3),

    CONSTRAINT "scim_directory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scim_group" (
    "id" TEXT NOT NULL,
    "directory_id" TEXT NOT NULL,
    "display_name" TEXT NOT NULL,
    "external_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "scim_group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scim_group_member" (
    "group_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,

    CONSTRAINT "scim_group_member_pkey" PRIMARY KEY ("group_id","user_id")
);

-- CreateTable
CREATE TABLE "scim_group_role" (
    "directory_id" TEXT NOT NULL,
    "display_name" TEXT NOT NULL,
    "role" "Role" NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "scim_group_role_pkey" PRIMARY KEY ("directory_id","display_name")
);

-- CreateIndex
CREATE UNIQUE INDEX "scim_directory_name_key" ON "scim_directory"("name");

-- CreateIndex
CREATE UNIQUE INDEX "scim_directory_token_hash_key" ON "scim_directory"("token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "scim_group_directory_id_display_name_key" ON "scim_group"("directory_id", "display_name");

-- CreateIndex
CREATE INDEX "scim_group_member_user_id_idx" ON "scim_group_member"("user_id");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_scim_directory_id_fkey" FOREIGN KEY ("scim_directory_id") REFERENCES "scim_directory"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scim_group" ADD CONSTRAINT "scim_group_directory_id_fkey" FOREIGN KEY ("directory_id") REFERENCES "scim_directory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scim_group_member" ADD CONSTRAINT "scim_group_member_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "scim_group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scim_group_member" ADD CONSTRAINT "scim_group_member_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scim_group_role" ADD CONSTRAINT "scim_group_role_directory_id_fkey" FOREIGN KEY ("directory_id") REFERENCES "scim_directory"("id") ON DELETE CASCADE ON UPDATE CASCADE;
