import { randomUUID } from "node:crypto";
import { inject } from "../inject";
import { signIn } from "../http-session";
import { callAction, listServerActions } from "../server-actions";
import { sql } from "../sql";
import { until } from "../until";

/**
 * What the EEO read tests do in the running app: sessions for a compliance user (made here), a recruiter and an
 * admin (neither holds the permission); a candidate of the read model with a screened ATS application; starting a
 * read through the page's server action; and following it through its progress route until it ends.
 */
const baseUrl = inject("baseUrl");

export interface ReadResult {
  ok: boolean;
  code?: string;
  message?: string;
  data?: { runId: string; alreadyRunning: boolean };
}

export interface RunView {
  id: string;
  status: "running" | "done" | "failed";
  pages: number;
  considered: number;
  applications: number;
  answered: number;
  empty: number;
  kept: number;
  missing: number;
  unmatched: number;
  unknownValues: number;
  expected: number | null;
  error: string | null;
}

export async function eeoSessions(tag: string) {
  const complianceEmail = `compliance-eeo-${tag}@sandbox.test`;
  await sql(
    `INSERT INTO "User" (id, email, "passwordHash", role, compliance, "updatedAt")
     SELECT gen_random_uuid(), $1, "passwordHash", 'recruiter', true, now() FROM "User" WHERE email = 'recruiter@sandbox.test'`,
    [complianceEmail],
  );
  return {
    complianceEmail,
    compliance: await signIn(baseUrl, complianceEmail),
    recruiter: await signIn(baseUrl, "recruiter@sandbox.test"),
    admin: await signIn(baseUrl, "admin@sandbox.test"),
  };
}

/** A read-model candidate whose application `applicationId` of `ats` got a screen (one row per stage given). */
export async function screenedCandidate(ats: string, candidateId: string, applicationId: string, stages = ["s"]) {
  await sql(
    `INSERT INTO mirror_candidate (id, name, email, "createdAt", "nameKey", "emailKey", "searchText", raw, "updatedAt")
     VALUES ($1, $1, $2, now(), $1, $2, $1, '{}', now())`,
    [candidateId, `${candidateId}@example.test`],
  );
  for (const stage of stages)
    await sql(
      `INSERT INTO ats_application_screen (id, ats, "applicationId", "stageKey", "atsCandidateId", "jobId", "problemId",
                                           "candidateId", state, "updatedAt")
       VALUES ($1, $2, $3, $4, $3, 'job_eeo', 'prob_eeo', $5, 'issued', now())`,
      [randomUUID(), ats, applicationId, stage, candidateId],
    );
}

export async function startRead(args: unknown, cookie: string): Promise<ReadResult> {
  const action = listServerActions().find((a) => a.name === "startEeoReadAction")!;
  return (await callAction(baseUrl, action, args, cookie)).result as ReadResult;
}

export const runResponse = (runId: string, cookie: string) =>
  fetch(`${baseUrl}/api/compliance/eeo-reads/${runId}`, { headers: { cookie }, redirect: "manual" });

/** The run as its page polls it, once it has ended. */
export const finishedRun = (runId: string, cookie: string) =>
  until(
    `EEO read ${runId} to end`,
    async () => {
      const run = (await (await runResponse(runId, cookie)).json()) as RunView;
      return run.status === "running" ? null : run;
    },
    90_000,
  );

export const storedAnswers = (candidateIds: string[]) =>
  sql<{
    candidateId: string;
    sex: string | null;
    race: string | null;
    veteran: string | null;
    disability: string | null;
    source: string;
  }>(
    `SELECT "candidateId", sex, race_ethnicity AS race, veteran, disability, source FROM demographic_answer
     WHERE "candidateId" = ANY($1) ORDER BY "candidateId"`,
    [candidateIds],
  );

export const auditsOf = (runId: string) =>
  sql<{ action: string; actorEmail: string }>(
    `SELECT action, "actorEmail" FROM audit_event WHERE metadata->>'runId' = $1 ORDER BY at, seq`,
    [runId],
  );
