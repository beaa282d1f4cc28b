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
    review_request: Prisma.sql`"interviewId" = ANY(${S}::text[])`,
    ip_report: Prisma.sql`"candidateId" = ANY(${C}::text[])`,
    scout_request: Prisma.sql`"candidateId" = ANY(${C}::text[])`,
    legal_hold: Prisma.sql`"candidateId" = ANY(${C}::text[])`,
    candidate_reveal: Prisma.sql`"candidateId" = ANY(${C}::text[])`,
    demographic_answer: Prisma.sql`"candidateId" = ANY(${C}::text[])`,
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
    notification: Prisma.sql`subject_type = 'screen' AND subject_id = ANY(${S}::text[])`,
    chat_post: Prisma.sql`subject_type = 'screen' AND subject_id = ANY(${S}::text[])`,
    caught_mail: Prisma.sql`${text('"to"')} OR ${text("subject")} OR ${text("text")} OR ${text("html")}`,
    sync_run: Prisma.sql`${text("notes")} OR ${text('"lastError"')}`,
    audit_event: Prisma.sql`"targetId" = ANY(${T}::text[])`,
  };
  const out: Record<string, Row[]> = {};
  for (const [table, where] of Object.entries(queries)) {
    const rows = await tx.$queryRaw<Row[]>`SELECT * FROM ${Prisma.raw(table)} WHERE ${where}`;
    if (rows.length) out[table] = rows;
  }
  // Rows about someone else that name them in passing: where and how they are named, never the rest of another
  // person's row.
  for (const [table, columns] of Object.entries(MENTIONS)) {
    const mentions = await mentionsIn(tx, table as keyof typeof MENTIONS, columns, R, T);
    if (mentions.length) out[`${table}_mentions`] = mentions;
  }
  return out;
}

const MENTIONS = {
  audit_event: ["before", "after", "metadata"],
  notification: ["facts"],
  chat_post: ["facts"],
} as const;
/** Each table's column for the person its row is about, and for when it was written. */
const KEY_AND_TIME = {
  audit_event: ['"targetId"', "at"],
  notification: ["subject_id", "created_at"],
  chat_post: ["subject_id", "created_at"],
} as const;

/** Every string (key or value) of a JSON value, with where it is (`metadata.note`, `facts.to[0]`). */
const strings = (value: unknown, at: string): Array<[string, string]> =>
  typeof value === "string"
    ? [[at, value]]
    : typeof value === "number"
      ? [[at, String(value)]]
      : Array.isArray(value)
        ? value.flatMap((v, i) => strings(v, `${at}[${i}]`))
        : value && typeof value === "object"
          ? Object.entries(value).flatMap(([k, v]) => [
              [`${at} (a key)`, k] as [string, string],
              ...strings(v, `${at}.${k}`),
            ])
          : [];

async function mentionsIn(
  tx: Tx,
  table: keyof typeof MENTIONS,
  columns: readonly string[],
  patterns: readonly string[],
  about: readonly string[],
): Promise<Row[]> {
  if (!patterns.length) return [];
  const cols = columns.map((c) => Prisma.raw(`"${c}"`));
  const [key, time] = KEY_AND_TIME[table].map((c) => Prisma.raw(c));
  const matches = Prisma.join(
    cols.map((c) => Prisma.sql`${c}::text ~* ANY(${patterns}::text[])`),
    " OR ",
  );
  const rows = await tx.$queryRaw<Row[]>`
    SELECT id::text AS id, ${time} AS at, ${Prisma.join(cols)} FROM ${Prisma.raw(table)}
    WHERE (${matches}) AND NOT (${key} = ANY(${about}::text[]))`;
  const regexes = patterns.map((p) => new RegExp(p, "giu"));
  // Where they are named, and how, with the words around them left out: the rest of the text is someone else's.
  const named = (text: string) => regexes.flatMap((re) => [...text.matchAll(re)].map((m) => m[0]));
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    namedIn: columns.flatMap((c) =>
      strings(row[c], c).flatMap(([where, text]) => {
        const found = named(text);
        return found.length ? [{ where, names: found }] : [];
      }),
    ),
  }));
}
