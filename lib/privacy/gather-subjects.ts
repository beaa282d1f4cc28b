import "server-only";
import type { Prisma } from "@/lib/db/generated/client";

type Tx = Prisma.TransactionClient;

/** Everything that identifies one candidate in the dashboard's tables, gathered before anything is removed. */
export interface Subject {
  candidateId: string;
  names: string[];
  emails: string[];
  /** The candidate's ATS ids (their externalId, the ATS candidate and application ids). */
  atsIds: string[];
  screenIds: string[];
  ips: string[];
}

const unique = (values: Array<string | null | undefined>) => [
  ...new Set(values.filter((v): v is string => !!v && v.trim().length > 0)),
];

/**
 * Gathers each candidate's identifiers from every table that names them: the read model, bulk and import rows,
 * ATS application links, results, analytics and IP reports. A person the mirror no longer has (gone, or only in a
 * bulk row) is still found through the others.
 */
export async function gatherSubjects(tx: Tx, candidateIds: readonly string[]): Promise<Subject[]> {
  const ids = [...new Set(candidateIds)];
  if (!ids.length) return [];
  const rows = await tx.$queryRaw<
    Array<{ id: string; names: string[]; emails: string[]; ats: string[]; screens: string[]; ips: string[] }>
  >`
    SELECT t.id,
      ARRAY(SELECT name FROM mirror_candidate WHERE id = t.id UNION SELECT name FROM bulk_job_row WHERE "candidateId" = t.id) AS names,
      ARRAY(SELECT email FROM mirror_candidate WHERE id = t.id UNION SELECT email FROM bulk_job_row WHERE "candidateId" = t.id) AS emails,
      ARRAY(SELECT "externalId" FROM mirror_candidate WHERE id = t.id AND "externalId" IS NOT NULL
            UNION SELECT "externalId" FROM bulk_job_row WHERE "candidateId" = t.id AND "externalId" IS NOT NULL
            UNION SELECT "atsCandidateId" FROM ats_application_screen WHERE "candidateId" = t.id
            UNION SELECT "applicationId" FROM ats_application_screen WHERE "candidateId" = t.id) AS ats,
      ARRAY(SELECT id FROM mirror_screen WHERE "candidateId" = t.id
            UNION SELECT "interviewId" FROM result_snapshot WHERE "candidateId" = t.id
            UNION SELECT "screenId" FROM analytics_screen WHERE "candidateId" = t.id
            UNION SELECT "interviewId" FROM ats_application_screen WHERE "candidateId" = t.id AND "interviewId" IS NOT NULL
            UNION SELECT "interviewId" FROM bulk_job_row WHERE "candidateId" = t.id AND "interviewId" IS NOT NULL) AS screens,
      ARRAY(SELECT DISTINCT "ipAddress" FROM ip_report WHERE "candidateId" = t.id) AS ips
    FROM unnest(${ids}::text[]) AS t(id)`;
  return rows.map((r) => ({
    candidateId: r.id,
    names: unique(r.names),
    emails: unique(r.emails),
    atsIds: unique(r.ats),
    screenIds: unique(r.screens),
    ips: unique(r.ips),
  }));
}

/** Candidates (service ids) known under this email: in the read model or in a bulk row. */
export async function candidateIdsByEmail(tx: Tx, email: string): Promise<string[]> {
  const key = email.trim().toLowerCase();
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM mirror_candidate WHERE "emailKey" = ${key}
    UNION SELECT "candidateId" FROM bulk_job_row WHERE lower(email) = ${key} AND "candidateId" IS NOT NULL`;
  return rows.map((r) => r.id);
}

/** Every string that would name the person in free text or JSON: what the pattern scans look for. */
export function identifiersOf(subjects: readonly Subject[]): string[] {
  return unique(
    subjects.flatMap((s) => [s.candidateId, ...s.names, ...s.emails, ...s.atsIds, ...s.screenIds, ...s.ips]),
  ).filter((v) => v.length >= 4);
}
