import { describe, expect, it } from "vitest";
import {
  callApi,
  createReadyProblem,
  createTestOrganization,
  eventually,
  issueTestScreen,
  sql,
} from "../../testing/sandbox/api-client";

const stored = async (interviewId: string) =>
  (await sql(`SELECT * FROM sandbox.assessment WHERE id = $1`, [interviewId]))[0];
const deliveries = (interviewId: string) =>
  sql<{ type: string; event: { data: Record<string, unknown>; timestamp: string } }>(
    `SELECT type, body::jsonb AS event FROM sandbox.webhook_delivery WHERE body::jsonb->'data'->>'interviewId' = $1 ORDER BY "createdAt"`,
    [interviewId],
  );

/** The ticker writes a due move down within a tick or two. */
const storedAs = (interviewId: string, status: string) =>
  eventually(
    async () => ((await stored(interviewId)).status === status ? true : undefined),
    10_000,
    `${interviewId} stored as ${status}`,
  );

describe("the screen lifecycle on the sandbox clock", () => {
  it("plans a new screen's start 15 minutes to 2 hours out at the default scale (or never), and queues interview.sent", async () => {
    const { interviewId, candidateId, problemId } = await issueTestScreen();
    const row = await stored(interviewId);
    if (row.startsAt) {
      expect(row.startsAt.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(15 * 60_000);
      expect(row.completesAt.getTime()).toBeGreaterThan(row.startsAt.getTime());
    }
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(7 * 24 * 3600_000);
    expect(await deliveries(interviewId)).toEqual([
      {
        type: "interview.sent",
        event: {
          type: "interview.sent",
          timestamp: row.createdAt.toISOString(),
          data: { interviewId, candidateId, problemId, status: "Not Started" },
        },
      },
    ]);
  });

  it("starts and completes a screen when its planned times come: read at once, written down by the ticker with one webhook each", async () => {
    const { interviewId, candidateId } = await issueTestScreen();
    await sql(
      `UPDATE sandbox.assessment SET "startsAt" = now() - interval '10 minutes', "completesAt" = now() + interval '1 hour' WHERE id = $1`,
      [interviewId],
    );
    expect((await callApi("GET", `/assessments/${interviewId}`)).body.interview.status).toBe("In Progress");
    expect((await callApi("GET", `/candidates/${candidateId}`)).body.candidate.status).toBe("In Progress");
    await storedAs(interviewId, "In Progress");

    await sql(`UPDATE sandbox.assessment SET "completesAt" = now() - interval '1 second' WHERE id = $1`, [interviewId]);
    expect((await callApi("GET", `/assessments/${interviewId}`)).body.interview.status).toBe("Completed");
    await storedAs(interviewId, "Completed");
    const row = await stored(interviewId);
    expect(row.completedAt).toEqual(row.completesAt);
    const [result] = await sql(`SELECT body FROM sandbox.result WHERE "assessmentId" = $1`, [interviewId]);
    expect(result.body.completed_at).toBe(row.completedAt.toISOString());
    expect((await callApi("GET", `/results/${interviewId}`)).body.completed_at).toBe(row.completedAt.toISOString());
    expect((await deliveries(interviewId)).map((d) => [d.type, d.event.data.status])).toEqual([
      ["interview.sent", "Not Started"],
      ["interview.started", "In Progress"],
      ["interview.completed", "Completed"],
    ]);
    expect((await callApi("GET", `/candidates/${candidateId}`)).body.candidate.status).toBe("Completed");
  });

  it("expires a screen whose link runs out unstarted, with interview.expired", async () => {
    const { interviewId, candidateId } = await issueTestScreen();
    await sql(
      `UPDATE sandbox.assessment SET "startsAt" = NULL, "completesAt" = NULL, "expiresAt" = now() - interval '1 second' WHERE id = $1`,
      [interviewId],
    );
    expect((await callApi("GET", `/assessments/${interviewId}`)).body.interview.status).toBe("Expired");
    await storedAs(interviewId, "Expired");
    expect((await deliveries(interviewId)).map((d) => d.type)).toEqual(["interview.sent", "interview.expired"]);
    expect((await callApi("GET", `/candidates/${candidateId}`)).body.candidate.status).toBe("Expired");
    expect((await callApi("GET", `/results/${interviewId}`)).status).toBe(404);
  });

  it("sends no webhook for seeded history", async () => {
    // Seeded screens only (created before the seed's own now), and of those the events that happened before it: a seeded
    // screen still to start or complete sends its own later ones (the demo's live flow), and a test's own screen may
    // be moved to any time (one expired "a minute ago" right after the seed once counted here), so neither counts.
    const [{ n }] = await sql(
      `SELECT count(*)::int AS n FROM sandbox.webhook_delivery d JOIN sandbox.assessment a ON a.id = d.body::jsonb->'data'->>'interviewId'
       JOIN sandbox.organization o ON o.id = a."organizationId"
       WHERE a."createdAt" < o."seededAt"
         AND (d.type = 'interview.sent'
          OR (d.type = 'interview.started' AND a."startedAt" < o."seededAt")
          OR (d.type = 'interview.completed' AND a."completedAt" < o."seededAt")
          OR (d.type = 'interview.expired' AND a."expiresAt" < o."seededAt"))`,
    );
    expect(n).toBe(0);
    const seededProblems = await sql(
      `SELECT count(*)::int AS n FROM sandbox.webhook_delivery d JOIN sandbox.problem p ON p.id = d.body::jsonb->'data'->>'problemId'
       JOIN sandbox.organization o ON o.id = p."organizationId" WHERE d.type = 'problem.ready' AND p."createdAt" < o."seededAt"`,
    );
    expect(seededProblems[0].n).toBe(0);
  });

  it("marks a created problem Ready and sends problem.ready once, for test-mode problems too", async () => {
    const organization = await createTestOrganization();
    const problemId = await createReadyProblem(organization.key, { testMode: true });
    const ready = await eventually(async () => {
      const rows = await sql(`SELECT status FROM sandbox.problem WHERE id = $1 AND status = 'Ready'`, [problemId]);
      return rows.length ? rows : undefined;
    });
    expect(ready).toHaveLength(1);
    const sent = await sql(
      `SELECT body::jsonb AS event FROM sandbox.webhook_delivery WHERE "organizationId" = $1 AND type = 'problem.ready'`,
      [organization.id],
    );
    expect(sent.map((s) => s.event.data)).toEqual([{ problemId, testMode: true }]);
  });
});
