import { describe, expect, it } from "vitest";
import { callApi, createTestOrganization, GLOBEX_KEY, seededProblem, sleep } from "@/testing/sandbox/api-client";

const jd = "Senior Backend Engineer. Build REST APIs in TypeScript and Go on PostgreSQL; tests and on-call.";

async function createProblem(body: Record<string, unknown>, key?: string) {
  return callApi("POST", "/problems", { key, body: { jobDescription: jd, desiredTime: 45, ...body } });
}

/** Polls until the problem reads Ready (the test server's delay is 1.5 s). */
async function waitReady(id: string) {
  for (let i = 0; i < 40; i++) {
    const response = await callApi("GET", `/problems/${id}`);
    if (response.body.problem.status === "Ready") return response.body.problem;
    await sleep(250);
  }
  throw new Error(`problem ${id} never became Ready`);
}

describe("POST /api/public/problems (4.5)", () => {
  it("stores a servable problem as Creating, then Ready with generated content", async () => {
    const created = await createProblem({
      desiredTime: 50,
      supportedLocales: ["en", "fr"],
      integrationSource: "greenhouse",
      externalId: "job-77",
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ success: true, problemId: expect.stringMatching(/^prob_/) });
    const first = await callApi("GET", `/problems/${created.body.problemId}`);
    expect(first.body.problem).toMatchObject({ status: "Creating", type: "technical-assessment", duration: 50 });
    const problem = await waitReady(created.body.problemId);
    expect(problem).toMatchObject({
      id: created.body.problemId,
      name: "Backend Engineer: TypeScript & Go",
      duration: 50,
      externalResourceMode: "CLOSED",
      integrationSource: "greenhouse",
      externalId: "job-77",
      testMode: false,
      isFromServiceTestBank: false,
    });
    expect(problem.candidateSummary).toMatch(/senior/);
    expect(problem.problemSummary.length).toBeGreaterThan(20);
    expect(problem.scoringCategories.length).toBeGreaterThanOrEqual(2);
    expect(problem.scoringCategories.length).toBeLessThanOrEqual(5);
    expect(problem.scoringCategories.reduce((s: number, c: { weight: number }) => s + c.weight, 0)).toBe(100);
    expect(problem.scoringCategories.map((c: { title: string }) => c.title)).toContain("API Design");
  });

  it("keeps the given title and mode, and stores test mode as CLOSED by default", async () => {
    const titled = await createProblem({
      problemTitle: "Ledger Service",
      externalResourceMode: "OPEN",
      experienceLevel: "junior",
    });
    const titledProblem = await waitReady(titled.body.problemId);
    expect(titledProblem).toMatchObject({ name: "Ledger Service", externalResourceMode: "OPEN" });
    expect(titledProblem.candidateSummary).toMatch(/junior/);
    const test = await createProblem({ testMode: true });
    expect((await callApi("GET", `/problems/${test.body.problemId}`)).body.problem).toMatchObject({
      testMode: true,
      externalResourceMode: "CLOSED",
    });
  });

  it("uses the organization's default mode when none is sent, CLOSED in test mode", async () => {
    const org = await createTestOrganization({ defaultExternalResourceMode: "AI_ASSISTED" });
    const real = await createProblem({}, org.key);
    const test = await createProblem({ testMode: true }, org.key);
    expect(
      (await callApi("GET", `/problems/${real.body.problemId}`, { key: org.key })).body.problem.externalResourceMode,
    ).toBe("AI_ASSISTED");
    expect(
      (await callApi("GET", `/problems/${test.body.problemId}`, { key: org.key })).body.problem.externalResourceMode,
    ).toBe("CLOSED");
  });

  it.each([
    ["Registered Nurse for our ICU night shift; patient care.", "nurse"],
    ["Account Executive – own a sales quota selling SaaS.", "account executive"],
    ["Technical Recruiter sourcing Python developers.", "recruiter"],
    ["Staff Accountant: month-end close and reconciliations.", "accountant"],
    ["Delivery Driver, evenings and weekends.", "driver"],
  ])("answers 422 JOB_NOT_SERVABLE for %s", async (jobDescription, seen) => {
    const response = await createProblem({ jobDescription });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      success: false,
      error: expect.any(String),
      code: "JOB_NOT_SERVABLE",
      explanation: expect.any(String),
    });
    expect(response.body.explanation.toLowerCase()).toContain(seen);
  });

  it.each([
    ["desiredTime below 30", { desiredTime: 29 }],
    ["desiredTime above 60", { desiredTime: 61 }],
    ["a fractional desiredTime", { desiredTime: 45.5 }],
    ["desiredTime as text", { desiredTime: "45" }],
    ["a missing desiredTime", { desiredTime: undefined }],
    ["an empty jobDescription", { jobDescription: "" }],
    ["an empty problemTitle", { problemTitle: "" }],
    ["an unknown experience level", { experienceLevel: "expert" }],
    ["an unknown locale", { supportedLocales: ["en", "de"] }],
    ["an unknown mode", { externalResourceMode: "WHATEVER" }],
    ["integrationSource alone", { integrationSource: "greenhouse" }],
    ["externalId alone", { externalId: "x" }],
    ["an empty externalId", { integrationSource: "greenhouse", externalId: "" }],
    ["testMode as text", { testMode: "yes" }],
  ])("answers 400 { error } for %s", async (_, body) => {
    const response = await createProblem(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.any(String) });
  });

  it("answers 400 { error } for malformed JSON", async () => {
    const response = await callApi("POST", "/problems", {
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.any(String) });
  });

  it("answers 403 when the organization does not have create problem, or test mode, enabled", async () => {
    const disabled = await createTestOrganization({ createProblemEnabled: false });
    const response = await createProblem({}, disabled.key);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: expect.stringContaining("not enabled") });
    const noTestMode = await createTestOrganization({ testModeEnabled: false });
    expect((await createProblem({ testMode: true }, noTestMode.key)).status).toBe(403);
    expect((await createProblem({}, noTestMode.key)).status).toBe(200);
  });
});

describe("GET /api/public/problems/{id} (4.6)", () => {
  it("reads technical assessments and video screens in the full shape", async () => {
    for (const name of ["Payments API (Node.js & PostgreSQL)", "Motivation & Communication Video Screen"]) {
      const seeded = await seededProblem("acme", name);
      const response = await callApi("GET", `/problems/${seeded.id}`);
      expect(response.status).toBe(200);
      expect(Object.keys(response.body.problem)).toEqual(
        expect.arrayContaining([
          "id",
          "name",
          "status",
          "type",
          "duration",
          "candidateSummary",
          "problemSummary",
          "scoringCategories",
          "externalResourceMode",
          "testMode",
          "isFromServiceTestBank",
        ]),
      );
      expect(Object.keys(response.body.problem.scoringCategories[0])).toEqual(["title", "weight", "rubric"]);
    }
    const video = await seededProblem("acme", "Motivation & Communication Video Screen");
    expect((await callApi("GET", `/problems/${video.id}`)).body.problem.type).toBe("video-screen");
  });

  it("keeps the seeded Creating problem Creating", async () => {
    const seeded = await seededProblem("acme", "Platform Engineering Exercise");
    expect((await callApi("GET", `/problems/${seeded.id}`)).body.problem.status).toBe("Creating");
  });

  it("answers 404 { error } for unknown ids and another organization's problem", async () => {
    const seeded = await seededProblem("acme", "Payments API (Node.js & PostgreSQL)");
    for (const [id, key] of [
      ["prob_unknown", undefined],
      [seeded.id, GLOBEX_KEY],
    ] as const) {
      const response = await callApi("GET", `/problems/${id}`, { key });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: expect.any(String) });
    }
  });
});
