import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { untallyFlags } from "@/lib/review/record-verdict";
import type { Subject } from "./gather-subjects";
import { identifiersOf } from "./gather-subjects";
import { identifierPatterns } from "./patterns";
import { heldTargets, redactJsonColumns } from "./redact-mentions";
import { placeholderCandidateId, subjectHash } from "./subject-hash";

type Tx = Prisma.TransactionClient;

/**
 * delete: every row about the person goes (their screens leave the figures too); anonymize: their screens' numbers
 * stay (status, score, dates, flags: what analytics and cohorts count) under a stand-in that names no one, and
 * everything personal goes.
 */
export type ErasureMode = "delete" | "anonymize";

/** How many rows of each kind of data an erasure removed or anonymized (the tombstone's counts). */
export type ErasureCounts = Record<string, number>;

export interface ErasureActor {
  id: string | null;
  email: string;
}

/**
 * Removes or anonymizes everything the dashboard holds on these people, inside the caller's transaction, and
 * records their keyed hashes so the service's copy never brings them back. Decisions per table:
 * - read model (candidates, screens, results, dimensions, flags, analytics, issuers): deleted (anonymize: screens
 *   re-pointed to a stand-in with their raw body cut to status and problem, results' full bodies deleted)
 * - notes and tags on the candidate or their results, IP reports, Scout runs: deleted
 * - decisions and flag verdicts: deleted (anonymize: kept without their free text)
 * - bulk and import rows: name, email, ATS id, candidate and screen cleared, the row kept for the job's counts
 * - share links: revoked, detached from the screen
 * - ATS application links deleted; ATS inbound payloads and log bodies emptied; outbox messages naming them deleted
 * - received webhook events: payload cut to type and time
 * - notifications and chat posts about their screens, and caught mail naming them: deleted; notifications and chat
 *   posts about others that name them: their tokens redacted
 * - audit entries about them: before/after/metadata emptied and the target id replaced (who did what, when stays);
 *   entries about others that name them: their tokens redacted, and entries about a person on legal hold untouched
 * Free text is matched on whole tokens only (patterns.ts): "Anna" never matches inside "Hannah".
 * - reconcile notes and errors naming them: replaced
 * Aggregates that name no one (flag precision tallies) stay.
 */
export async function eraseSubjects(
  tx: Tx,
  subjects: readonly Subject[],
  { mode, actor, cause }: { mode: ErasureMode; actor: ErasureActor; cause: string },
): Promise<ErasureCounts> {
  if (!subjects.length) return {};
  const C = subjects.map((s) => s.candidateId);
  const S = [...new Set(subjects.flatMap((s) => s.screenIds))];
  const emails = [...new Set(subjects.flatMap((s) => s.emails.map((e) => e.toLowerCase())))];
  const atsIds = [...new Set(subjects.flatMap((s) => s.atsIds))];
  const targets = [...C, ...S];
  const R = identifierPatterns(identifiersOf(subjects));
  const held = await heldTargets(tx);
  const now = new Date();
  const counts: ErasureCounts = {};
  const count = async (kind: string, work: Promise<number>) => {
    const n = await work;
    if (n) counts[kind] = (counts[kind] ?? 0) + n;
  };

  const scope: Scope = { C, S, emails, atsIds, targets, R, held, now, mode, actor, count };
  await eraseTeamData(tx, scope);
  await eraseReadModel(tx, scope);
  await eraseJobRowsAndLinks(tx, scope);
  await eraseIntegrations(tx, scope);
  await eraseMessages(tx, scope);
  await eraseOperations(tx, scope);
  await recordErased(tx, subjects, { mode, actor, cause });
  return counts;
}

interface Scope {
  C: string[];
  S: string[];
  emails: string[];
  atsIds: string[];
  targets: string[];
  R: string[];
  held: string[];
  now: Date;
  mode: ErasureMode;
  actor: ErasureActor;
  count: (kind: string, work: Promise<number>) => Promise<void>;
}

/** The team's annotations and reports. */
async function eraseTeamData(tx: Tx, scope: Scope) {
  const { C, S, targets, mode, count } = scope;
  await count("notes", tx.$executeRaw`DELETE FROM note WHERE "targetId" = ANY(${targets}::text[])`);
  await count("tags", tx.$executeRaw`DELETE FROM tag WHERE "targetId" = ANY(${targets}::text[])`);
  await count("ipReports", tx.$executeRaw`DELETE FROM ip_report WHERE "candidateId" = ANY(${C}::text[])`);
  await count("scoutRuns", tx.$executeRaw`DELETE FROM scout_request WHERE "candidateId" = ANY(${C}::text[])`);
  await count("reveals", tx.$executeRaw`DELETE FROM candidate_reveal WHERE "candidateId" = ANY(${C}::text[])`);
  await count("demographics", tx.$executeRaw`DELETE FROM demographic_answer WHERE "candidateId" = ANY(${C}::text[])`);
  await count("demographics", tx.$executeRaw`DELETE FROM demographic_answer WHERE "candidateId" = ANY(${C}::text[])`);
  if (mode === "delete") {
    await count(
      "retakeLinks",
      tx.$executeRaw`DELETE FROM result_retake WHERE "originalInterviewId" = ANY(${S}::text[]) OR "retakeInterviewId" = ANY(${S}::text[])`,
    );
    await count(
      "calibrationAnswers",
      tx.$executeRaw`DELETE FROM calibration_answer WHERE "interviewId" = ANY(${S}::text[])`,
    );
    await count(
      "calibrationItems",
      tx.$executeRaw`DELETE FROM calibration_item WHERE "interviewId" = ANY(${S}::text[])`,
    );
    await count("decisions", tx.$executeRaw`DELETE FROM decision WHERE "interviewId" = ANY(${S}::text[])`);
    await count(
      "secondOpinionRequests",
      tx.$executeRaw`DELETE FROM review_request WHERE "interviewId" = ANY(${S}::text[])`,
    );
    await untallyFlags(tx, S);
    await count("flagVerdicts", tx.$executeRaw`DELETE FROM flag_review WHERE "interviewId" = ANY(${S}::text[])`);
    await count(
      "flagVerdictHistory",
      tx.$executeRaw`DELETE FROM flag_review_change WHERE "interviewId" = ANY(${S}::text[])`,
    );
  } else {
    await count(
      "decisions",
      tx.$executeRaw`UPDATE decision SET reason = '' WHERE "interviewId" = ANY(${S}::text[]) AND reason <> ''`,
    );
    await count(
      "flagVerdicts",
      tx.$executeRaw`UPDATE flag_review SET note = '' WHERE "interviewId" = ANY(${S}::text[]) AND note <> ''`,
    );
    await count(
      "secondOpinionRequests",
      tx.$executeRaw`UPDATE review_request SET note = '' WHERE "interviewId" = ANY(${S}::text[]) AND note <> ''`,
    );
    await count(
      "flagVerdictHistory",
      tx.$executeRaw`UPDATE flag_review_change SET note = '' WHERE "interviewId" = ANY(${S}::text[]) AND note <> ''`,
    );
  }
}

/** The read model: deleted, or (anonymize) screens moved onto a stand-in. */
async function eraseReadModel(tx: Tx, scope: Scope) {
  const { C, S, now, mode, count } = scope;
  await count(
    "results",
    tx.$executeRaw`DELETE FROM result_snapshot WHERE "interviewId" = ANY(${S}::text[]) OR "candidateId" = ANY(${C}::text[])`,
  );
  if (mode === "delete") {
    await count(
      "resultDimensions",
      tx.$executeRaw`DELETE FROM result_dimension WHERE "interviewId" = ANY(${S}::text[])`,
    );
    await count("resultFlags", tx.$executeRaw`DELETE FROM result_flag WHERE "interviewId" = ANY(${S}::text[])`);
    await count(
      "analytics",
      tx.$executeRaw`DELETE FROM analytics_screen WHERE "screenId" = ANY(${S}::text[]) OR "candidateId" = ANY(${C}::text[])`,
    );
    await count(
      "screens",
      tx.$executeRaw`DELETE FROM mirror_screen WHERE id = ANY(${S}::text[]) OR "candidateId" = ANY(${C}::text[])`,
    );
    await count("screenIssuers", tx.$executeRaw`DELETE FROM screen_issuer WHERE "screenId" = ANY(${S}::text[])`);
  } else {
    await count("screens", anonymizeScreens(tx, C, now));
  }
  await tx.$executeRaw`DELETE FROM mirror_candidate_screens WHERE "candidateId" = ANY(${C}::text[])`;
  await count("candidates", tx.$executeRaw`DELETE FROM mirror_candidate WHERE id = ANY(${C}::text[])`);
}

/** Bulk and import rows, share links. */
async function eraseJobRowsAndLinks(tx: Tx, scope: Scope) {
  const { C, S, emails, now, actor, count } = scope;
  await count(
    "bulkRows",
    tx.$executeRaw`
      UPDATE bulk_job_row SET name = '(erased)', email = '', "externalId" = NULL, "candidateId" = NULL, "interviewId" = NULL, message = NULL
      WHERE "candidateId" = ANY(${C}::text[]) OR "interviewId" = ANY(${S}::text[]) OR lower(email) = ANY(${emails}::text[])`,
  );
  await count(
    "shareLinks",
    tx.$executeRaw`
      UPDATE share_link SET "revokedAt" = COALESCE("revokedAt", ${now}), "revokedById" = COALESCE("revokedById", ${actor.id}),
        "revokedByEmail" = COALESCE("revokedByEmail", ${actor.email}), "interviewId" = 'erased'
      WHERE "interviewId" = ANY(${S}::text[])`,
  );
}

/** ATS integrations: application links, inbound bodies, the outbox and the integration log. */
async function eraseIntegrations(tx: Tx, scope: Scope) {
  const { C, S, atsIds, R, count } = scope;
  await count(
    "atsApplications",
    tx.$executeRaw`
      DELETE FROM ats_application_screen
      WHERE "candidateId" = ANY(${C}::text[]) OR "interviewId" = ANY(${S}::text[]) OR "atsCandidateId" = ANY(${atsIds}::text[])`,
  );
  const inbound = await tx.$queryRaw<{ id: string }[]>`
    UPDATE ats_inbound_event SET payload = '{"erased": true}'::jsonb, "lastError" = NULL
    WHERE payload::text ~* ANY(${R}::text[]) RETURNING id`;
  await count("atsInbound", Promise.resolve(inbound.length));
  const outbox = await tx.$queryRaw<{ id: string }[]>`
    DELETE FROM outbox_message WHERE payload::text ~* ANY(${R}::text[]) OR progress::text ~* ANY(${R}::text[])
      OR "lastError" ~* ANY(${R}::text[]) RETURNING id`;
  await count("outbox", Promise.resolve(outbox.length));
  await count(
    "atsLog",
    tx.$executeRaw`
      UPDATE ats_log_entry SET "requestBody" = NULL, "responseBody" = NULL, error = NULL,
        url = COALESCE(substring(url from '^[a-z]+://[^/]+'), '') || '/[erased]'
      WHERE "outboxId" = ANY(${outbox.map((o) => o.id)}::text[]) OR "inboundId" = ANY(${inbound.map((i) => i.id)}::text[])
        OR url ~* ANY(${R}::text[]) OR "requestBody" ~* ANY(${R}::text[]) OR "responseBody" ~* ANY(${R}::text[]) OR error ~* ANY(${R}::text[])`,
  );
}

/** Webhooks received, notifications, chat posts, caught mail. */
async function eraseMessages(tx: Tx, scope: Scope) {
  const { S, R, held, count } = scope;
  await count(
    "webhookEvents",
    tx.$executeRaw`
      UPDATE webhook_event SET payload = jsonb_build_object('type', payload->'type', 'timestamp', payload->'timestamp', 'data', '{}'::jsonb),
        "lastError" = NULL, status = CASE WHEN status IN ('received', 'failed') THEN 'ignored' ELSE status END
      WHERE payload::text ~* ANY(${R}::text[])`,
  );
  // About them: deleted. Naming them in passing (a digest, another person's alert): their tokens redacted.
  await count(
    "notifications",
    tx.$executeRaw`DELETE FROM notification WHERE subject_type = 'screen' AND subject_id = ANY(${S}::text[])`,
  );
  await count("notifications", redactJsonColumns(tx, "notification", ["facts"], R, held));
  await count(
    "chatPosts",
    tx.$executeRaw`DELETE FROM chat_post WHERE subject_type = 'screen' AND subject_id = ANY(${S}::text[])`,
  );
  await count("chatPosts", redactJsonColumns(tx, "chat_post", ["facts"], R, held));
  await count(
    "caughtMail",
    tx.$executeRaw`
      DELETE FROM caught_mail WHERE "to" ~* ANY(${R}::text[]) OR subject ~* ANY(${R}::text[]) OR html ~* ANY(${R}::text[])
        OR text ~* ANY(${R}::text[]) OR headers::text ~* ANY(${R}::text[])`,
  );
}

/** Reconcile notes and the audit log. */
async function eraseOperations(tx: Tx, scope: Scope) {
  const { targets, R, held, count } = scope;
  await count(
    "syncNotes",
    tx.$executeRaw`
      UPDATE sync_run SET
        notes = ARRAY(SELECT CASE WHEN n ~* ANY(${R}::text[]) THEN '[a note naming an erased candidate was removed]' ELSE n END FROM unnest(notes) n),
        "lastError" = CASE WHEN "lastError" ~* ANY(${R}::text[]) THEN '[erased]' ELSE "lastError" END
      WHERE array_to_string(notes, ' ') ~* ANY(${R}::text[]) OR "lastError" ~* ANY(${R}::text[])`,
  );
  // The audit log refuses any change to an entry's text unless its transaction says it is an erasure (the database's
  // audit_event_guard); each redaction is recorded and sealed into the chain by the tombstone this erasure writes
  // next (lib/audit/chain-check.ts), so `npm run audit:verify` tells it from an edit.
  await tx.$queryRaw`SELECT set_config('audit.redaction', 'erasure', true)`;
  // Entries about them: emptied (who did what, when stays). Entries about someone else that name them: only their
  // tokens redacted, so another person's history (one on legal hold above all) keeps everything that is theirs.
  await count(
    "auditEntries",
    tx.$executeRaw`
      UPDATE audit_event SET "targetId" = 'erased', before = NULL, after = NULL, metadata = '{"erased": true}'::jsonb
      WHERE "targetId" = ANY(${targets}::text[])`,
  );
  await count("auditEntries", redactJsonColumns(tx, "audit_event", ["before", "after", "metadata"], R, held));
}

/** The stand-ins of anonymized candidates, and their screens moved onto them with only what figures need. */
async function anonymizeScreens(tx: Tx, C: readonly string[], now: Date): Promise<number> {
  const stand = C.map(placeholderCandidateId);
  await tx.$executeRaw`
    INSERT INTO mirror_candidate (id, name, email, "createdAt", "nameKey", "emailKey", "searchText", raw, "updatedAt")
    SELECT id, ${erasedName}, '', ${now}, lower(${erasedName}), '', '', '{"erased": true}'::jsonb, ${now}
    FROM unnest(${stand}::text[]) AS t(id) ON CONFLICT (id) DO NOTHING`;
  const moved = await tx.$executeRaw`
    UPDATE mirror_screen s SET "candidateId" = t.stand,
      raw = jsonb_build_object('identifier', s.id, 'candidateId', t.stand, 'problemId', s."problemId", 'problemType', s."problemType", 'status', s.status)
    FROM unnest(${[...C]}::text[], ${stand}::text[]) AS t(cid, stand) WHERE s."candidateId" = t.cid`;
  await tx.$executeRaw`
    INSERT INTO mirror_candidate_screens ("candidateId", "screenCount", "latestStatus", "latestScreenAt")
    SELECT c.id, count(s.id)::int, COALESCE((array_agg(s.status ORDER BY s."createdAt" DESC))[1], 'Not Assigned'), max(s."createdAt")
    FROM unnest(${stand}::text[]) AS c(id) LEFT JOIN mirror_screen s ON s."candidateId" = c.id AND s."goneAt" IS NULL GROUP BY c.id
    ON CONFLICT ("candidateId") DO UPDATE SET "screenCount" = EXCLUDED."screenCount", "latestStatus" = EXCLUDED."latestStatus", "latestScreenAt" = EXCLUDED."latestScreenAt"`;
  return moved;
}

/** What an erased candidate's stand-in is called wherever lists show a name. */
export const erasedName = "Erased here (the service still holds this person)";

/** The keyed hashes that keep them from coming back (and, when deleted, their screens with them). */
async function recordErased(
  tx: Tx,
  subjects: readonly Subject[],
  { mode, actor, cause }: { mode: ErasureMode; actor: ErasureActor; cause: string },
) {
  for (const s of subjects) {
    const [row] = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO erased_subject (id, "candidateHash", "emailHash", "atsHashes", cause, "erasedById")
      VALUES (gen_random_uuid()::text, ${subjectHash("candidate", s.candidateId)}, ${subjectHash("email", s.emails[0] ?? "")},
              ${s.atsIds.map((a) => subjectHash("ats", a))}::text[], ${cause}, ${actor.id})
      ON CONFLICT ("candidateHash") DO UPDATE SET "erasedAt" = now() RETURNING id`;
    if (mode === "delete" && s.screenIds.length)
      await tx.$executeRaw`
        INSERT INTO erased_screen ("screenHash", "subjectId")
        SELECT h, ${row!.id} FROM unnest(${s.screenIds.map((id) => subjectHash("screen", id))}::text[]) AS t(h)
        ON CONFLICT DO NOTHING`;
  }
}
