/**
 * The audit chain's hashes spelled in SQL for the verifier (alias `e` for audit_event), independent of the database
 * functions the insert trigger uses (prisma/migrations/…_audit_hash_chain): a function replaced later cannot make
 * the verifier agree with it. jsonb's text form is canonical, so the same values always give the same text.
 */

/** sha256 hex of a text expression. */
const sha256 = (text: string) => `encode(sha256(convert_to(${text}, 'UTF8')), 'hex')`;

/** What an erasure may redact: target id, before, after, metadata. */
export const PAYLOAD_HASH_SQL = sha256(`jsonb_build_array(e."targetId", e.before, e.after, e.metadata)::text`);

/** Everything about an entry that never changes, with the hash of the entry before it and its place. */
export const ROW_HASH_SQL = sha256(
  `jsonb_build_array(e."prevHash", e.seq::text, e.id, to_char(e.at, 'YYYY-MM-DD"T"HH24:MI:SS.US'), e."actorId",
    e."actorEmail", e.action, e."targetType", e."payloadHash", e.seal)::text`,
);

/** The digest of the redactions an entry seals, as the trigger made it when it sealed them (null: none). */
export const SEAL_DIGEST_SQL = `(SELECT ${sha256(`string_agg(r."eventSeq"::text || ':' || r."payloadHash", ',' ORDER BY r."eventSeq", r.id)`)}
    FROM audit_redaction r WHERE r."sealSeq" = e.seq HAVING count(*) > 0)`;
