-- AlterTable
ALTER TABLE "audit_event" ADD COLUMN     "hash" TEXT,
ADD COLUMN     "payloadHash" TEXT,
ADD COLUMN     "prevHash" TEXT,
ADD COLUMN     "seal" TEXT,
ADD COLUMN     "seq" BIGINT;

-- CreateTable
CREATE TABLE "audit_chain_head" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "seq" BIGINT NOT NULL DEFAULT 0,
    "hash" TEXT NOT NULL,

    CONSTRAINT "audit_chain_head_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_redaction" (
    "id" BIGSERIAL NOT NULL,
    "eventSeq" BIGINT NOT NULL,
    "sealSeq" BIGINT,
    "payloadHash" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_redaction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_redaction_eventSeq_idx" ON "audit_redaction"("eventSeq");

-- CreateIndex
CREATE INDEX "audit_redaction_sealSeq_idx" ON "audit_redaction"("sealSeq");

-- CreateIndex
CREATE UNIQUE INDEX "audit_event_seq_key" ON "audit_event"("seq");

-- The hash chain (docs/guide/single-sign-on-and-audit.md). Written by hand: Prisma does not model functions or
-- triggers. lib/audit/chain-sql.ts spells the same two hashes for `npm run audit:verify`, which does not trust these
-- functions; an integration test checks that the two agree.

-- The hash of the text an erasure may redact, as JSON (jsonb's text form is canonical: same value, same text).
CREATE FUNCTION "public"."audit_payload_hash"(target_id text, before jsonb, after jsonb, metadata jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(target_id, before, after, metadata)::text, 'UTF8')), 'hex')
$$;

-- The hash of one entry: the previous entry's hash, its place, and everything about it that never changes.
CREATE FUNCTION "public"."audit_row_hash"(prev_hash text, seq bigint, id text, at timestamp, actor_id text,
  actor_email text, action text, target_type text, payload_hash text, seal text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(prev_hash, seq::text, id, to_char(at, 'YYYY-MM-DD"T"HH24:MI:SS.US'),
    actor_id, actor_email, action, target_type, payload_hash, seal)::text, 'UTF8')), 'hex')
$$;

-- The entries written before this migration, chained in the order they were written.
DO $$
DECLARE
  r record;
  prev text := repeat('0', 64);
  n bigint := 0;
  ph text;
BEGIN
  FOR r IN SELECT * FROM "public"."audit_event" ORDER BY at, id LOOP
    n := n + 1;
    ph := "public"."audit_payload_hash"(r."targetId", r.before, r.after, r.metadata);
    UPDATE "public"."audit_event" SET seq = n, "prevHash" = prev, "payloadHash" = ph,
      hash = "public"."audit_row_hash"(prev, n, r.id, r.at, r."actorId", r."actorEmail", r.action, r."targetType", ph, NULL)
    WHERE id = r.id RETURNING hash INTO prev;
  END LOOP;
  INSERT INTO "public"."audit_chain_head" (id, seq, hash) VALUES (1, n, prev);
END $$;

-- Every insert takes the next place: the head row's UPDATE locks it until the inserting transaction ends, so
-- concurrent writers (any isolation level, any number of instances) queue there and the chain cannot fork. An
-- erasure's pending redactions are sealed into the entry that follows them (the erasure's own tombstone).
CREATE FUNCTION "public"."audit_event_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prev text;
  digest text;
BEGIN
  UPDATE "public"."audit_chain_head" SET seq = seq + 1 WHERE id = 1 RETURNING seq, hash INTO NEW.seq, prev;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'audit_chain_head has no row: the audit log''s hash chain is missing its head';
  END IF;
  WITH pending AS (
    UPDATE "public"."audit_redaction" SET "sealSeq" = NEW.seq WHERE "sealSeq" IS NULL RETURNING id, "eventSeq", "payloadHash"
  )
  SELECT string_agg("eventSeq"::text || ':' || "payloadHash", ',' ORDER BY "eventSeq", id) INTO digest FROM pending;
  NEW."prevHash" := prev;
  NEW.seal := CASE WHEN digest IS NULL THEN NULL ELSE encode(sha256(convert_to(digest, 'UTF8')), 'hex') END;
  NEW."payloadHash" := "public"."audit_payload_hash"(NEW."targetId", NEW.before, NEW.after, NEW.metadata);
  NEW.hash := "public"."audit_row_hash"(prev, NEW.seq, NEW.id, NEW.at, NEW."actorId", NEW."actorEmail", NEW.action,
    NEW."targetType", NEW."payloadHash", NEW.seal);
  UPDATE "public"."audit_chain_head" SET hash = NEW.hash WHERE id = 1;
  RETURN NEW;
END $$;

CREATE TRIGGER "audit_event_chain" BEFORE INSERT ON "public"."audit_event"
  FOR EACH ROW EXECUTE FUNCTION "public"."audit_event_chain"();

-- Append-only: what an entry says about who did what and when never changes; its text (target id, before, after,
-- metadata) changes only inside an erasure (lib/privacy sets audit.redaction for its transaction), which records
-- the new text's hash for its tombstone to seal. No entry is deleted.
CREATE FUNCTION "public"."audit_event_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'audit entries are never deleted (audit_event is append-only)';
  END IF;
  IF (NEW.id, NEW.seq, NEW."prevHash", NEW."payloadHash", NEW.seal, NEW.hash, NEW.at, NEW."actorId", NEW."actorEmail",
      NEW.action, NEW."targetType") IS DISTINCT FROM (OLD.id, OLD.seq, OLD."prevHash", OLD."payloadHash", OLD.seal,
      OLD.hash, OLD.at, OLD."actorId", OLD."actorEmail", OLD.action, OLD."targetType") THEN
    RAISE EXCEPTION 'audit entries are append-only: who did what and when never changes';
  END IF;
  IF (NEW."targetId", NEW.before, NEW.after, NEW.metadata) IS DISTINCT FROM (OLD."targetId", OLD.before, OLD.after, OLD.metadata) THEN
    IF coalesce(current_setting('audit.redaction', true), '') <> 'erasure' THEN
      RAISE EXCEPTION 'audit entries are append-only: only an erasure may redact their text';
    END IF;
    INSERT INTO "public"."audit_redaction" ("eventSeq", "payloadHash")
      VALUES (OLD.seq, "public"."audit_payload_hash"(NEW."targetId", NEW.before, NEW.after, NEW.metadata));
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "audit_event_guard" BEFORE UPDATE OR DELETE ON "public"."audit_event"
  FOR EACH ROW EXECUTE FUNCTION "public"."audit_event_guard"();
