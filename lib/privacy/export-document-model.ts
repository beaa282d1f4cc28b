import { roleLabels, type Role } from "@/lib/auth/roles";
import type {
  AtsApplicationScreen,
  BulkJobRow,
  Decision,
  FlagReview,
  IpReport,
  LegalHold,
  MirrorCandidate,
  MirrorScreen,
  Note,
  ResultDimension,
  ResultFlag,
  ResultSnapshot,
  ScoutRequest,
  ShareLink,
  Tag,
} from "@/lib/db/generated/client";
import { formatDate, formatDateTime } from "@/lib/utils/format";
import type { RetentionSettings } from "./retention-schema";

type Row = Record<string, unknown>;

/** A table of the document: its caption, headings and one row of plain text per item. */
export interface DocTable {
  caption: string;
  head: string[];
  rows: string[][];
}

/** One part of "What we hold": a heading, a few sentences, and its tables (none when there is nothing of the kind). */
export interface DocSection {
  id: string;
  heading: string;
  text: string[];
  tables: DocTable[];
}

/**
 * The readable document at the top of the subject access export (index.html), as plain text: every value is a
 * string the renderer (export-document-html.ts) escapes. Written for the person it is about, and for the admin who
 * sends it.
 */
export interface ExportDocument {
  title: string;
  person: Array<{ label: string; value: string }>;
  intro: string[];
  forAdmin: string;
  holdings: DocSection[];
  sources: string[];
  /** The line about this person first (a date, a hold, retention off), then the rule and what it cannot reach. */
  erasure: { headline: string; details: string[] };
  files: Array<{ name: string; holds: string }>;
}

/** A dashboard user the rows name (an author, a reviewer), as the document names them. */
export interface StaffMember {
  name: string | null;
  email: string;
  role: Role;
}

/** What the document is built from: the export's tables and what they refer to, read in its transaction. */
export interface ExportFacts {
  candidateId: string;
  /** Every row about the person, per table (subject-rows.ts), internal columns included. */
  tables: Readonly<Record<string, Row[]>>;
  /** The users the rows name, by id. */
  staff: ReadonlyMap<string, StaffMember>;
  /** Problem names by id (the team's registry). */
  problems: ReadonlyMap<string, string>;
  retention: RetentionSettings;
  /** Completed screens whose results PDF the archive holds. */
  pdfs: readonly string[];
  now: Date;
}

/**
 * The tables the document reads in detail, typed as their Prisma models: `SELECT *` (subject-rows.ts) returns a
 * model's columns under its field names, and none of these tables maps a field to another column name.
 */
export interface SubjectTables {
  mirror_candidate?: MirrorCandidate[];
  mirror_screen?: MirrorScreen[];
  result_snapshot?: ResultSnapshot[];
  result_dimension?: ResultDimension[];
  result_flag?: ResultFlag[];
  flag_review?: FlagReview[];
  note?: Note[];
  tag?: Tag[];
  decision?: Decision[];
  ip_report?: IpReport[];
  scout_request?: ScoutRequest[];
  legal_hold?: LegalHold[];
  bulk_job_row?: BulkJobRow[];
  share_link?: ShareLink[];
  ats_application_screen?: AtsApplicationScreen[];
  /** Mapped to snake_case columns (prisma/schema/demographics.prisma), so typed here as the columns read. */
  demographic_answer?: Array<{
    sex: string | null;
    race_ethnicity: string | null;
    veteran: string | null;
    disability: string | null;
    source: string;
    recorded_by_id: string | null;
    recorded_at: Date;
  }>;
}

/** What every part of the document needs: the typed tables and the words for people, screens and times. */
export interface DocContext {
  facts: ExportFacts;
  rows: SubjectTables;
  /** "Maya Manager (Hiring manager)"; "a former user" for an id no user has any more. */
  who: (userId: string | null | undefined) => string;
  /** "Payments API, issued 3 Dec 2026": the screen by its problem. */
  screen: (interviewId: string) => string;
  /** "3 Dec 2026, 09:41 UTC" (exports keep UTC). */
  when: (at: Date | string | null | undefined) => string;
  day: (at: Date | string | null | undefined) => string;
}

export function docContext(facts: ExportFacts): DocContext {
  const rows = facts.tables as SubjectTables;
  const when = (at: Date | string | null | undefined) => formatDateTime(at, "UTC");
  const day = (at: Date | string | null | undefined) => formatDate(at, "UTC");
  const screens = new Map<string, { problemId: string; createdAt: Date | null }>();
  for (const r of rows.result_snapshot ?? []) screens.set(r.interviewId, { problemId: r.problemId, createdAt: null });
  for (const s of rows.mirror_screen ?? []) screens.set(s.id, { problemId: s.problemId, createdAt: s.createdAt });
  const who = (userId: string | null | undefined) => {
    const user = userId ? facts.staff.get(userId) : undefined;
    if (!user) return "a former user";
    return `${user.name ?? user.email} (${roleLabels[user.role]})`;
  };
  const screen = (interviewId: string) => {
    const known = screens.get(interviewId);
    if (!known) return `Screen ${interviewId}`;
    const problem = facts.problems.get(known.problemId) ?? `Problem ${known.problemId}`;
    return known.createdAt ? `${problem}, issued ${day(known.createdAt)}` : problem;
  };
  return { facts, rows, who, screen, when, day };
}
