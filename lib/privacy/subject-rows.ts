import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import type { Subject } from "./gather-subjects";
import { identifiersOf } from "./gather-subjects";
import { identifierPatterns } from "./patterns";

type Tx = Prisma.TransactionClient;
type Row = Record<string, unknown>;

/**
 * Every row of every dashboard table that refers to these people: by their candidate id, their screens, their
 * emails and ATS ids, or (in free text and JSON) any of their identifiers. The same reach as the erasure
 * (erase-subjects.ts), for the subject access export.
 */
export async function subjectRows(tx: Tx, subjects: readonly Subject[]): Promise<Record<string, Row[]>> {
  const C = subjects.map((s) => s.candidateId);
  const S = [...new Set(subjects.flatMap((s) => s.screenIds))];
  const emails = [...new Set(subjects.flatMap((s) => s.emails.map((e) => e.toLowerCase())))];
  const ats = [...new Set(subjects.flatMap((s) => s.atsIds))];
  const T = [...C, ...S];
  const R = identifierPatterns(identifiersOf(subjects));
  const text = (column: string) => Prisma.sql`${Prisma.raw(column)}::text ~* ANY(${R}::text[])`;
  const queries: Record<string, Prisma.Sql> = {
    mirror_candidate: Prisma.sql`id = ANY(${C}::text[])`,
    mirror_candidate_screens: Prisma.sql`"candidateId" = ANY(${C}::text[])`,
    mirror_screen: Prisma.sql`id = ANY(${S}::text[]) OR "candidateId" = ANY(${C}::text[])`,
    result_snapshot: Prisma.sql`"interviewId" = ANY(${S}::text[]) OR "candidateId" = ANY(${C}::text[])`,
    result_dimension: Prisma.sql`"interviewId" = ANY(${S}::text[])`,
    result_flag: Prisma.sql`"interviewId" = ANY(${S}::text[])`,
    analytics_screen: Prisma.sql`"screenId" = ANY(${S}::text[]) OR "candidateId" = ANY(${C}::text[])`,
    screen_issuer: Prisma.sql`"screenId" = ANY(${S}::text[])`,
    note: Prisma.sql`"targetId" = ANY(${T}::text[])`,
    tag: Prisma.sql`"targetId" = ANY(${T}::text[])`,
    decision: Prisma.sql`"interviewId" = ANY(${S}::text[])`,
    flag_review: Prisma.sql`"interviewId" = ANY(${S}::text[])`,
    flag_review_change: Prisma.sql`"interviewId" = ANY(${S}::text[])`,
    ip_report: Prisma.sql`"candidateId" = ANY(${C}::text[])`,
    scout_request: Prisma.sql`"candidateId" = ANY(${C}::text[])`,
    legal_hold: Prisma.sql`"candidateId" = ANY(${C}::text[])`,
    candidate_reveal: Prisma.sql`"candidateId" = ANY(${C}::text[])`,
    result_retake: Prisma.sql`"originalInterviewId" = ANY(${S}::text[]) OR "retakeInterviewId" = ANY(${S}::text[])`,
    calibration_item: Prisma.sql`"interviewId" = ANY(${S}::text[])`,
    calibration_answer: Prisma.sql`"interviewId" = ANY(${S}::text[])`,
    bulk_job_row: Prisma.sql`"candidateId" = ANY(${C}::text[]) OR "interviewId" = ANY(${S}::text[]) OR lower(email) = ANY(${emails}::text[])`,
    share_link: Prisma.sql`"interviewId" = ANY(${S}::text[])`,
    ats_application_screen: Prisma.sql`"candidateId" = ANY(${C}::text[]) OR "interviewId" = ANY(${S}::text[]) OR "atsCandidateId" = ANY(${ats}::text[])`,
    ats_inbound_event: text("payload"),
    outbox_message: Prisma.sql`${text("payload")} OR ${text("progress")} OR ${text('"lastError"')}`,
    ats_log_entry: Prisma.sql`${text("url")} OR ${text('"requestBody"')} OR ${text('"responseBody"')} OR ${text("error")}`,
    webhook_event: text("payload"),
    notification: Prisma.sql`(subject_type = 'screen' AND subject_id = ANY(${S}::text[])) OR ${text("facts")}`,
    chat_post: Prisma.sql`(subject_type = 'screen' AND subject_id = ANY(${S}::text[])) OR ${text("facts")}`,
    caught_mail: Prisma.sql`${text('"to"')} OR ${text("subject")} OR ${text("text")} OR ${text("html")}`,
    sync_run: Prisma.sql`${text("notes")} OR ${text('"lastError"')}`,
    audit_event: Prisma.sql`"targetId" = ANY(${T}::text[]) OR ${text("before")} OR ${text("after")} OR ${text("metadata")}`,
  };
  const out: Record<string, Row[]> = {};
  for (const [table, where] of Object.entries(queries)) {
    const rows = await tx.$queryRaw<Row[]>`SELECT * FROM ${Prisma.raw(table)} WHERE ${where}`;
    if (rows.length) out[table] = rows;
  }
  return out;
}
