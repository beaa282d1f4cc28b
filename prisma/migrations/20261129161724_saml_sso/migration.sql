-- CreateTable
CREATE TABLE "saml_connection" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "idp_entity_id" TEXT NOT NULL,
    "sso_url" TEXT NOT NULL,
    "certificates" TEXT[],
    "cert_expires_at" TIMESTAMP(3) NOT NULL,
    "metadata_url" TEXT,
    "require_sso" BOOLEAN NOT NULL DEFAULT false,
    "last_sign_in_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "saml_connection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "saml_domain" (
    "domain" TEXT NOT NULL,
    "connection_id" TEXT NOT NULL,

    CONSTRAINT "saml_domain_pkey" PRIMARY KEY ("domain")
);

-- CreateTable
CREATE TABLE "saml_request" (
    "id" TEXT NOT NULL,
    "connection_id" TEXT NOT NULL,
    "browser_key_hash" TEXT NOT NULL,
    "callback_url" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "answered_at" TIMESTAMP(3),

    CONSTRAINT "saml_request_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "saml_assertion_use" (
    "issuer" TEXT NOT NULL,
    "assertion_id" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "saml_assertion_use_pkey" PRIMARY KEY ("issuer","assertion_id")
);

-- CreateTable
CREATE TABLE "saml_sign_in" (
    "token_hash" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "connection_id" TEXT NOT NULL,
    "browser_key_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),

    CONSTRAINT "saml_sign_in_pkey" PRIMARY KEY ("token_hash")
);

-- CreateTable
CREATE TABLE "saml_sp_key" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "certificate_pem" TEXT NOT NULL,
    "private_key_sealed" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saml_sp_key_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "saml_break_glass" (
    "user_id" TEXT NOT NULL,
    "granted_by_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saml_break_glass_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "saml_connection_name_key" ON "saml_connection"("name");

-- CreateIndex
CREATE INDEX "saml_domain_connection_id_idx" ON "saml_domain"("connection_id");

-- CreateIndex
CREATE INDEX "saml_request_expires_at_idx" ON "saml_request"("expires_at");

-- CreateIndex
CREATE INDEX "saml_assertion_use_expires_at_idx" ON "saml_assertion_use"("expires_at");

-- CreateIndex
CREATE INDEX "saml_sign_in_expires_at_idx" ON "saml_sign_in"("expires_at");

-- AddForeignKey
ALTER TABLE "saml_domain" ADD CONSTRAINT "saml_domain_connection_id_fkey" FOREIGN KEY ("connection_id") REFERENCES "saml_connection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saml_request" ADD CONSTRAINT "saml_request_connection_id_fkey" FOREIGN KEY ("connection_id") REFERENCES "saml_connection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
