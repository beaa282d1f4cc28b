-- CreateTable
CREATE TABLE "notification_preference" (
    "user_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "delivery" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "notification_preference_pkey" PRIMARY KEY ("user_id","kind")
);

-- CreateTable
CREATE TABLE "digest_setting" (
    "user_id" TEXT NOT NULL,
    "frequency" TEXT NOT NULL DEFAULT 'daily',
    "hour" INTEGER NOT NULL DEFAULT 8,
    "weekday" INTEGER NOT NULL DEFAULT 1,
    "last_sent_at" TIMESTAMP(3),
    "last_alert_at" TIMESTAMP(3),
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "digest_setting_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "notification" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "event_key" TEXT NOT NULL,
    "subject_type" TEXT NOT NULL,
    "subject_id" TEXT NOT NULL,
    "facts" JSONB NOT NULL DEFAULT '{}',
    "delivery" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "message_id" TEXT,
    "sent_at" TIMESTAMP(3),

    CONSTRAINT "notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_channel" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "url_sealed" TEXT NOT NULL,
    "url_hint" TEXT NOT NULL,
    "kinds" TEXT[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_delivered_at" TIMESTAMP(3),
    "last_failed_at" TIMESTAMP(3),
    "last_error" TEXT,

    CONSTRAINT "chat_channel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_post" (
    "id" TEXT NOT NULL,
    "channel_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "event_key" TEXT NOT NULL,
    "subject_type" TEXT NOT NULL,
    "subject_id" TEXT NOT NULL,
    "facts" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "message_id" TEXT,
    "sent_at" TIMESTAMP(3),

    CONSTRAINT "chat_post_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "caught_mail" (
    "id" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "headers" JSONB NOT NULL,
    "sent_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "caught_mail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "notification_user_id_delivery_message_id_created_at_idx" ON "notification"("user_id", "delivery", "message_id", "created_at");

-- CreateIndex
CREATE INDEX "notification_message_id_idx" ON "notification"("message_id");

-- CreateIndex
CREATE INDEX "notification_subject_type_subject_id_idx" ON "notification"("subject_type", "subject_id");

-- CreateIndex
CREATE UNIQUE INDEX "notification_user_id_event_key_key" ON "notification"("user_id", "event_key");

-- CreateIndex
CREATE INDEX "chat_post_channel_id_message_id_created_at_idx" ON "chat_post"("channel_id", "message_id", "created_at");

-- CreateIndex
CREATE INDEX "chat_post_message_id_idx" ON "chat_post"("message_id");

-- CreateIndex
CREATE UNIQUE INDEX "chat_post_channel_id_event_key_key" ON "chat_post"("channel_id", "event_key");

-- CreateIndex
CREATE INDEX "caught_mail_sent_at_id_idx" ON "caught_mail"("sent_at", "id");

-- CreateIndex
CREATE INDEX "bulk_job_row_interviewId_idx" ON "bulk_job_row"("interviewId");
