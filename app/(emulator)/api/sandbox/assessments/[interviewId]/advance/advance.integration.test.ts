import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { ACME_KEY, callApi, callControl, GLOBEX_KEY, issueTestScreen, sql } from "@/testing/sandbox/api-client";

const advance = (interviewId: string, to: unknown, key?: string | null) =>
  callControl("POST", `/assessments/${interviewId}/advance`, { key, body: { to } });
const status = async (interviewId: string) =>
  (await callApi("GET", `/assessments/${interviewId}`)).body.interview.status;
const candidateStatus = async (candidateId: string) =>
  (await callApi("GET", `/candidates/${candidateId}`)).body.candidate.status;
const eventsOf = async (interviewId: string) =>
  (
    await sql(
      `SELECT type FROM sandbox.webhook_delivery WHERE body::jsonb->'data'->>'interviewId' = $1 ORDER BY "createdAt"`,
      [interviewId],
    )
  ).map((r) => r.type);

describe("POST /api/sandbox/assessments/{id}/advance", () => {
  it("moves a screen Not Started → In Progress → Completed, the candidate's status following, with a webhook per move", async () => {
    const { interviewId, candidateId } = await issueTestScreen();
    expect(await candidateStatus(candidateId)).toBe("Invited");

    const started = await advance(interviewId, "In Progress");
    expect(started.status).toBe(200);
    expect(started.body).toEqual({
      interview: expect.objectContaining({ identifier: interviewId, status: "In Progress" }),
      previousStatus: "Not Started",
    });
    expect(await status(interviewId)).toBe("In Progress");
    expect(await candidateStatus(candidateId)).toBe("In Progress");
    expect((await callApi("GET", `/results/${interviewId}`)).body.message).toContain("not completed");

    const completed = await advance(interviewId, "Completed");
    expect(completed.body.interview.status).toBe("Completed");
    expect(await candidateStatus(candidateId)).toBe("Completed");
    expect(await eventsOf(interviewId)).toEqual(["interview.sent", "interview.started", "interview.completed"]);
  });

  it("gives a newly completed screen results like seeded ones: per-category scores of its snapshot, time within the duration, the settings at issue", async () => {
    const { interviewId, problemId } = await issueTestScreen(ACME_KEY, "Event Pipeline in Python");
    const [problem] = await sql(`SELECT duration, "scoringCategories" FROM sandbox.problem WHERE id = $1`, [problemId]);
    const [snapshot] = await sql(
      `SELECT "externalResourceMode", "spokenLocale" FROM sandbox.assessment WHERE id = $1`,
      [interviewId],
    );
    const before = Date.now();
    await advance(interviewId, "Completed");
    const results = await callApi("GET", `/results/${interviewId}`);
    expect(results.status).toBe(200);
    expect(results.body).toMatchObject({ interview_id: interviewId, problem_id: problemId, score: expect.any(Number) });
    expect(results.body.analysis.map((a: { name: string }) => a.name)).toEqual(
      problem.scoringCategories.map((c: { title: string }) => c.title),
    );
    expect(results.body.completion_time_seconds).toBeGreaterThan(0);
    expect(results.body.completion_time_seconds).toBeLessThanOrEqual(problem.duration * 60);
    expect(new Date(results.body.completed_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(results.body.settings).toEqual({
      external_resource_mode: snapshot.externalResourceMode,
      spoken_locale: snapshot.spokenLocale,
    });
    expect(results.body.integrity_report.flags.length + results.body.integrity_report.passing_flags.length).toBe(7);
    expect((await callApi("GET", `/results/${interviewId}`)).body).toEqual(results.body);
  });

  it("leaves a completed video screen ungraded", async () => {
    const video = await sql(
      `SELECT name FROM sandbox.problem WHERE "organizationId" = 'acme' AND type = 'video-screen' AND status = 'Ready' ORDER BY name LIMIT 1`,
    );
    const { interviewId } = await issueTestScreen(ACME_KEY, video[0].name);
    await advance(interviewId, "Completed");
    const results = await callApi("GET", `/results/${interviewId}`);
    expect(results.body).toMatchObject({ score: null, analysis: null, completion_time_seconds: expect.any(Number) });
  });

  it("serves a results PDF of a newly completed screen that parses", async () => {
    const { interviewId, candidateId } = await issueTestScreen();
    await advance(interviewId, "Completed");
    const response = await fetch(
      `${(await callApi("GET", `/results/${interviewId}/shared`)).body.shareLink.split("/share/")[0]}/api/public/results/${interviewId}/pdf`,
      {
        headers: { "x-api-key": ACME_KEY },
      },
    );
    expect(response.status).toBe(200);
    const doc = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const [candidate] = await sql(`SELECT name FROM sandbox.candidate WHERE id = $1`, [candidateId]);
    expect(doc.getTitle()).toContain(candidate.name);
  });

  it("completes an unstarted screen through In Progress, and expires one on demand", async () => {
    const direct = await issueTestScreen();
    expect((await advance(direct.interviewId, "Completed")).body.previousStatus).toBe("Not Started");
    expect(await eventsOf(direct.interviewId)).toEqual(["interview.sent", "interview.started", "interview.completed"]);

    const expiring = await issueTestScreen();
    expect((await advance(expiring.interviewId, "Expired")).body.interview.status).toBe("Expired");
    expect(await status(expiring.interviewId)).toBe("Expired");
    expect(await candidateStatus(expiring.candidateId)).toBe("Expired");
    expect(await eventsOf(expiring.interviewId)).toEqual(["interview.sent", "interview.expired"]);
  });

  it("answers 409 to illegal moves, naming both states", async () => {
    const { interviewId } = await issueTestScreen();
    await advance(interviewId, "In Progress");
    for (const to of ["In Progress", "Expired"]) {
      const refused = await advance(interviewId, to);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        error: "Conflict",
        message: expect.stringMatching(new RegExp(`In Progress.*${to}`)),
      });
    }
    await advance(interviewId, "Completed");
    for (const to of ["In Progress", "Completed", "Expired"]) expect((await advance(interviewId, to)).status).toBe(409);
    const expired = await issueTestScreen();
    await advance(expired.interviewId, "Expired");
    expect((await advance(expired.interviewId, "In Progress")).status).toBe(409);
  });

  it("answers 400 to a bad target, 404 to unknown and other organizations' screens, 401 without a key", async () => {
    const { interviewId } = await issueTestScreen();
    expect(await advance(interviewId, "Done")).toMatchObject({
      status: 400,
      body: { error: "Bad Request", message: expect.stringContaining("to must be") },
    });
    expect(
      (await callControl("POST", `/assessments/${interviewId}/advance`, { body: { to: "Completed", extra: 1 } }))
        .status,
    ).toBe(400);
    expect((await advance("int_unknown", "Completed")).status).toBe(404);
    expect(await advance(interviewId, "Completed", GLOBEX_KEY)).toMatchObject({
      status: 404,
      body: { error: "Not Found", message: expect.any(String) },
    });
    expect((await advance(interviewId, "Completed", null)).status).toBe(401);
    expect(await status(interviewId)).toBe("Not Started");
  });
});
