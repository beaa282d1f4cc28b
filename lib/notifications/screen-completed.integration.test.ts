import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inject } from "../../testing/inject";
import type { Results } from "@/lib/api-contract/responses";
import { db } from "@/lib/db/client";
import { recordAudit } from "@/lib/audit/record-audit";
import { saveResults } from "@/lib/sync/mirror/results";
import { sql } from "@/testing/sandbox/api-client";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";

/**
 * Who is told of a completion when the copy of the organization has not caught up: the completion's event and the
 * event of its issue are separate jobs, so a completion may be stored before its candidate is copied. The results
 * are stored straight into the app's database, as the sync stores them; the follower's choice is the digest (off),
 * so nothing is sent.
 */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));

const baseUrl = inject("baseUrl");
const tag = randomBytes(4).toString("hex");
const email = `follower-${tag}@example.test`;
const candidateId = `cand_late${tag}`;
const interviewId = `int_late${tag}`;
const problemId = `prob_late${tag}`;
let userId: string;

beforeAll(async () => {
  const action = listServerActions().find((a) => a.name === "createUserAction")!;
  const admin = await signIn(baseUrl, "admin@sandbox.test");
  await callAction(baseUrl, action, { email, role: "recruiter", password: "a-long-follower-password" }, admin);
  const [user] = await sql<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [email]);
  userId = user!.id;
  await sql(
    `INSERT INTO notification_preference (user_id, kind, delivery, updated_at) VALUES ($1, 'my-screen-completed', 'digest', now())`,
    [userId],
  );
  await sql(`INSERT INTO digest_setting (user_id, frequency, updated_at) VALUES ($1, 'off', now())`, [userId]);
});

afterAll(async () => {
  await sql(`DELETE FROM notification WHERE subject_id = $1`, [interviewId]);
  for (const table of ["result_flag", "result_dimension", "result_snapshot"])
    await sql(`DELETE FROM ${table} WHERE "interviewId" = $1`, [interviewId]);
  await sql(`DELETE FROM flag_tally WHERE "problemId" = $1`, [problemId]);
  await db.$disconnect();
});

describe("telling the people who follow a candidate of a completion", () => {
  it("finds who issued the screen by the candidate's id, before the copy holds the candidate", async () => {
    // As the issue action records it, by the identifier it was given: here the candidate's id.
    await recordAudit(
      { id: userId, email },
      { action: "screen.issue", targetType: "candidate", targetId: candidateId, after: { problemId } },
    );
    expect(await sql(`SELECT 1 FROM mirror_candidate WHERE id = $1`, [candidateId])).toHaveLength(0);
    const results: Results = {
      candidate_id: candidateId,
      interview_id: interviewId,
      problem_id: problemId,
      score: 71.5,
      analysis: null,
      completed_at: new Date().toISOString(),
      completion_time_seconds: 1500,
      integrity_report: { risk: "low", explanation: "", flags: [], passing_flags: [] },
      settings: { external_resource_mode: "CLOSED", spoken_locale: "en" },
    };
    await saveResults(results);
    const told = await sql<{ delivery: string }>(
      `SELECT delivery FROM notification WHERE user_id = $1 AND kind = 'my-screen-completed' AND subject_id = $2`,
      [userId, interviewId],
    );
    expect(told).toEqual([{ delivery: "digest" }]);
  });
});
