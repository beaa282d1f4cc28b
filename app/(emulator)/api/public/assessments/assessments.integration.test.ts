import { describe, expect, it } from "vitest";
import { callApi, createTestCandidate, GLOBEX_KEY, seededProblem, sleep, sql } from "@/testing/sandbox/api-client";

const PAYMENTS = "Payments API (Node.js & PostgreSQL)";
const issue = (body: Record<string, unknown>, key?: string) => callApi("POST", "/assessments", { body, key });

describe("POST /api/public/assessments (4.1)", () => {
  it("issues a screen, snapshotting the settings, and the candidate becomes Invited", async () => {
    const candidateIdentifier = await createTestCandidate();
    const problem = await seededProblem("acme", "Event Pipeline in Python");
    const response = await issue({
      candidateIdentifier,
      problemId: problem.id,
      inviteEmailLocale: "fr",
      submitterEmail: "hr@example.com",
      shouldSendEmail: false,
      bypassIDCheck: true,
      isSelfServe: true,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      identifier: expect.stringMatching(/^int_/),
      message: expect.any(String),
    });
    const [row] = await sql(`SELECT * FROM sandbox.assessment WHERE id = $1`, [response.body.identifier]);
    expect(row).toMatchObject({
      spokenLocale: "fr",
      externalResourceMode: "CLOSED",
      submitterEmail: "hr@example.com",
      shouldSendEmail: false,
      bypassIdCheck: true,
      isSelfServe: true,
      status: "Not Started",
    });
    // This problem overrides the expiry with 14 days.
    expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000)).toBe(14);
    const candidate = await callApi("GET", `/candidates/${candidateIdentifier}`);
    expect(candidate.body.candidate).toMatchObject({ status: "Invited", interviewIds: [response.body.identifier] });
  });

  it("speaks English when the problem does not support the invite locale, and defaults email and ID check", async () => {
    const candidateIdentifier = await createTestCandidate();
    const problem = await seededProblem("acme", PAYMENTS);
    const response = await issue({ candidateIdentifier, problemId: problem.id, inviteEmailLocale: "fr" });
    const [row] = await sql(`SELECT * FROM sandbox.assessment WHERE id = $1`, [response.body.identifier]);
    expect(row).toMatchObject({
      spokenLocale: "en",
      inviteEmailLocale: "fr",
      shouldSendEmail: true,
      bypassIdCheck: false,
    });
  });

  it("issues video screens too", async () => {
    const candidateIdentifier = await createTestCandidate();
    const problem = await seededProblem("acme", "Engineering Manager Video Screen");
    const response = await issue({ candidateIdentifier, problemId: problem.id });
    expect(response.status).toBe(200);
    expect((await callApi("GET", `/assessments/${response.body.identifier}`)).body.interview.problemType).toBe(
      "video-screen",
    );
  });

  it("answers 409 INTERVIEW_ALREADY_EXISTS with the unstarted screen's identifier", async () => {
    const candidateIdentifier = await createTestCandidate();
    const problem = await seededProblem("acme", PAYMENTS);
    const first = await issue({ candidateIdentifier, problemId: problem.id });
    const second = await issue({ candidateIdentifier, problemId: problem.id });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      success: false,
      message: expect.any(String),
      errorCode: "INTERVIEW_ALREADY_EXISTS",
      identifier: first.body.identifier,
    });
  });

  it("lets exactly one of two concurrent identical issues through", async () => {
    const candidateIdentifier = await createTestCandidate();
    const problem = await seededProblem("acme", PAYMENTS);
    const results = await Promise.all([1, 2, 3].map(() => issue({ candidateIdentifier, problemId: problem.id })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it("issues again once the unstarted screen is no longer unstarted", async () => {
    const candidateIdentifier = await createTestCandidate();
    const problem = await seededProblem("acme", PAYMENTS);
    const first = await issue({ candidateIdentifier, problemId: problem.id });
    await sql(`UPDATE sandbox.assessment SET "expiresAt" = now() - interval '1 minute' WHERE id = $1`, [
      first.body.identifier,
    ]);
    expect((await callApi("GET", `/assessments/${first.body.identifier}`)).body.interview.status).toBe("Expired");
    expect((await issue({ candidateIdentifier, problemId: problem.id })).status).toBe(200);
  });

  it("answers 409 PROBLEM_CREATING while the problem is Creating, and succeeds once it is Ready", async () => {
    const candidateIdentifier = await createTestCandidate();
    const seeded = await seededProblem("acme", "Platform Engineering Exercise");
    const stuck = await issue({ candidateIdentifier, problemId: seeded.id });
    expect(stuck.status).toBe(409);
    expect(stuck.body).toEqual({
      success: false,
      message: expect.any(String),
      errorCode: "PROBLEM_CREATING",
      problemId: seeded.id,
      problemStatus: "Creating",
      retryable: true,
    });
    const created = await callApi("POST", "/problems", {
      body: { jobDescription: "Frontend Developer, React and TypeScript.", desiredTime: 30 },
    });
    const early = await issue({ candidateIdentifier, problemId: created.body.problemId });
    expect(early.status).toBe(409);
    expect(early.body.errorCode).toBe("PROBLEM_CREATING");
    await sleep(1800);
    expect((await issue({ candidateIdentifier, problemId: created.body.problemId })).status).toBe(200);
  });

  it.each([
    ["an unknown candidate", "cand_unknown", PAYMENTS],
    ["an unknown problem", null, "prob_unknown"],
    ["an archived problem", null, "Order Service in Java (retired)"],
  ])("answers 400 { error, message } for %s", async (_, candidate, problemName) => {
    const candidateIdentifier = candidate ?? (await createTestCandidate());
    const problemId = problemName.startsWith("prob_") ? problemName : (await seededProblem("acme", problemName)).id;
    const response = await issue({ candidateIdentifier, problemId });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: "Bad Request",
      message: expect.stringMatching(/Invalid (candidate|problem)/),
    });
  });

  it("answers 400 for another organization's candidate or problem", async () => {
    const acmeCandidate = await createTestCandidate();
    const globexCandidate = await createTestCandidate(GLOBEX_KEY);
    const acmeProblem = await seededProblem("acme", PAYMENTS);
    const globexProblem = await seededProblem("globex", PAYMENTS);
    expect((await issue({ candidateIdentifier: acmeCandidate, problemId: globexProblem.id })).status).toBe(400);
    expect((await issue({ candidateIdentifier: globexCandidate, problemId: acmeProblem.id })).status).toBe(400);
    expect((await issue({ candidateIdentifier: acmeCandidate, problemId: globexProblem.id }, GLOBEX_KEY)).status).toBe(
      400,
    );
  });

  it.each([
    ["a missing candidateIdentifier", { problemId: "prob_x" }],
    ["a missing problemId", { candidateIdentifier: "cand_x" }],
    ["a bad submitterEmail", { submitterEmail: "nope" }],
    ["shouldSendEmail as text", { shouldSendEmail: "true" }],
    ["bypassIDCheck as a number", { bypassIDCheck: 1 }],
    ["isSelfServe as text", { isSelfServe: "yes" }],
    ["an unsupported locale", { inviteEmailLocale: "de" }],
    ["an unknown field", { priority: "high" }],
  ])("answers 400 { error, message } for %s", async (_, body) => {
    const response = await issue({ candidateIdentifier: "cand_x", problemId: "prob_x", ...body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: "Bad Request", message: expect.any(String) });
  });

  it("answers 400 for malformed JSON", async () => {
    const response = await callApi("POST", "/assessments", {
      rawBody: "[1,",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: "Bad Request", message: expect.any(String) });
  });
});

describe("GET /api/public/assessments (4.2)", () => {
  it("pages with defaults 1 and 100", async () => {
    const response = await callApi("GET", "/assessments");
    expect(response.status).toBe(200);
    expect(response.body.assessments).toHaveLength(100);
    expect(response.body.pagination).toEqual({
      page: 1,
      pageSize: 100,
      totalItems: expect.any(Number),
      totalPages: Math.ceil(response.body.pagination.totalItems / 100),
    });
    expect(response.body.pagination.totalItems).toBeGreaterThanOrEqual(600);
    for (const assessment of response.body.assessments) {
      expect(Object.keys(assessment).sort()).toEqual([
        "candidateId",
        "createdAt",
        "identifier",
        "problemId",
        "problemType",
        "status",
      ]);
    }
  });

  it("walks every page without gaps or repeats", async () => {
    const first = await callApi("GET", "/assessments?page=1&pageSize=250");
    const seen = new Set<string>();
    for (let page = 1; page <= first.body.pagination.totalPages; page++) {
      const response = await callApi("GET", `/assessments?page=${page}&pageSize=250`);
      for (const a of response.body.assessments) seen.add(a.identifier);
    }
    expect(seen.size).toBe(first.body.pagination.totalItems);
    const beyond = await callApi("GET", `/assessments?page=${first.body.pagination.totalPages + 1}&pageSize=250`);
    expect(beyond.body.assessments).toEqual([]);
  });

  it("accepts pageSize 1 and 1000", async () => {
    expect((await callApi("GET", "/assessments?pageSize=1")).body.assessments).toHaveLength(1);
    expect((await callApi("GET", "/assessments?pageSize=1000")).body.pagination.pageSize).toBe(1000);
  });

  it.each(["page=0", "page=-1", "page=1.5", "page=abc", "pageSize=0", "pageSize=1001", "pageSize=x"])(
    "answers 400 { error, message } for %s",
    async (query) => {
      const response = await callApi("GET", `/assessments?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: "Bad Request", message: expect.any(String) });
    },
  );

  it("lists only the organization's screens", async () => {
    const acme = await callApi("GET", "/assessments?pageSize=1000");
    const globex = await callApi("GET", "/assessments?pageSize=1000", { key: GLOBEX_KEY });
    const acmeIds = new Set(acme.body.assessments.map((a: { identifier: string }) => a.identifier));
    expect(globex.body.assessments.some((a: { identifier: string }) => acmeIds.has(a.identifier))).toBe(false);
  });
});

describe("GET /api/public/assessments/{id} and /candidate/{id} (4.3, 4.4)", () => {
  it("reads one screen without problemName, and a candidate's screens with it", async () => {
    const candidateIdentifier = await createTestCandidate();
    const problem = await seededProblem("acme", PAYMENTS);
    const issued = await issue({ candidateIdentifier, problemId: problem.id });
    const one = await callApi("GET", `/assessments/${issued.body.identifier}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({
      interview: {
        identifier: issued.body.identifier,
        candidateId: candidateIdentifier,
        problemId: problem.id,
        problemType: "technical-assessment",
        status: "Not Started",
        createdAt: expect.any(String),
      },
    });
    const list = await callApi("GET", `/assessments/candidate/${candidateIdentifier}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ interviews: [{ ...one.body.interview, problemName: PAYMENTS }] });
  });

  it("answers 404 { error, message } for unknown ids and other organizations' ids", async () => {
    const candidateIdentifier = await createTestCandidate();
    const problem = await seededProblem("acme", PAYMENTS);
    const issued = await issue({ candidateIdentifier, problemId: problem.id });
    for (const [path, key] of [
      ["/assessments/int_unknown", undefined],
      ["/assessments/candidate/cand_unknown", undefined],
      [`/assessments/${issued.body.identifier}`, GLOBEX_KEY],
      [`/assessments/candidate/${candidateIdentifier}`, GLOBEX_KEY],
    ] as const) {
      const response = await callApi("GET", path, { key });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: "Not Found", message: expect.any(String) });
    }
  });
});
