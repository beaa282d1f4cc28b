import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { callApi, createTestCandidate, GLOBEX_KEY } from "@/testing/sandbox/api-client";

const uniqueEmail = () => `Person.${randomBytes(5).toString("hex")}@Example.com`;

describe("POST /api/public/candidates (4.9)", () => {
  it("creates a candidate and answers { success, identifier }", async () => {
    const response = await callApi("POST", "/candidates", {
      body: { name: "Ada Lovelace", email: uniqueEmail(), integrationSource: "greenhouse", externalId: "gh-1" },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, identifier: expect.stringMatching(/^cand_[a-z0-9]{20}$/) });
  });

  it.each([
    ["a missing name", { email: "a@example.com" }, /name/],
    ["an empty name", { name: "", email: "a@example.com" }, /name/],
    ["a bad email", { name: "A", email: "not-an-email" }, /email/],
    ["a missing email", { name: "A" }, /email/],
    [
      "integrationSource without externalId",
      { name: "A", email: "a@example.com", integrationSource: "lever" },
      /together/,
    ],
    ["externalId without integrationSource", { name: "A", email: "a@example.com", externalId: "x" }, /together/],
    [
      "an empty externalId",
      { name: "A", email: "a@example.com", integrationSource: "lever", externalId: "" },
      /externalId/,
    ],
    ["a wrong type", { name: 42, email: "a@example.com" }, /name/],
    ["an unknown field", { name: "A", email: "a@example.com", nickname: "x" }, /nickname/],
    ["an array body", [], /object/],
  ])("answers 400 { error, message } for %s", async (_, body, message) => {
    const response = await callApi("POST", "/candidates", { body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: "Bad Request", message: expect.stringMatching(message) });
  });

  it("answers 400 for malformed JSON and for no body", async () => {
    for (const rawBody of ["{not json", ""]) {
      const response = await callApi("POST", "/candidates", {
        rawBody,
        headers: { "content-type": "application/json" },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: "Bad Request", message: expect.any(String) });
    }
  });

  it("answers 409 with the existing identifier for an email already in use (any case)", async () => {
    const email = uniqueEmail();
    const first = await callApi("POST", "/candidates", { body: { name: "First", email } });
    const second = await callApi("POST", "/candidates", { body: { name: "Second", email: email.toUpperCase() } });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      error: "Conflict",
      message: expect.any(String),
      identifier: first.body.identifier,
    });
  });
});

describe("GET /api/public/candidates (4.10)", () => {
  it("lists the organization's candidates without status or interviewIds", async () => {
    const id = await createTestCandidate();
    const response = await callApi("GET", "/candidates");
    expect(response.status).toBe(200);
    expect(response.body.candidates.length).toBeGreaterThanOrEqual(200);
    const mine = response.body.candidates.find((c: { identifier: string }) => c.identifier === id);
    expect(Object.keys(mine).sort()).toEqual(["createdAt", "email", "identifier", "name"]);
    for (const candidate of response.body.candidates) {
      expect(candidate).not.toHaveProperty("status");
      expect(candidate).not.toHaveProperty("interviewIds");
    }
  });

  it("filters by both ATS ids", async () => {
    const externalId = randomBytes(4).toString("hex");
    const create = await callApi("POST", "/candidates", {
      body: { name: "Ats Person", email: uniqueEmail(), integrationSource: "lever", externalId },
    });
    const response = await callApi("GET", `/candidates?integrationSource=lever&externalId=${externalId}`);
    expect(response.status).toBe(200);
    expect(response.body.candidates).toEqual([
      {
        name: "Ats Person",
        email: expect.any(String),
        createdAt: expect.any(String),
        identifier: create.body.identifier,
        integrationSource: "lever",
        externalId,
      },
    ]);
    expect(
      (await callApi("GET", `/candidates?integrationSource=greenhouse&externalId=${externalId}`)).body.candidates,
    ).toEqual([]);
  });

  it.each(["integrationSource=lever", "externalId=abc", "integrationSource=&externalId=abc"])(
    "answers 400 for the lone or empty filter %s",
    async (query) => {
      const response = await callApi("GET", `/candidates?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: "Bad Request", message: expect.any(String) });
    },
  );

  it("never lists another organization's candidates", async () => {
    const id = await createTestCandidate();
    const globex = await callApi("GET", "/candidates", { key: GLOBEX_KEY });
    expect(globex.body.candidates.map((c: { identifier: string }) => c.identifier)).not.toContain(id);
  });
});

describe("GET /api/public/candidates/{id} and /email/{email} (4.11, 4.12)", () => {
  it("reads a new candidate as Not Assigned with no interviews", async () => {
    const email = uniqueEmail();
    const created = await callApi("POST", "/candidates", { body: { name: "Grace Hopper", email } });
    const response = await callApi("GET", `/candidates/${created.body.identifier}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      candidate: {
        name: "Grace Hopper",
        email,
        createdAt: expect.any(String),
        identifier: created.body.identifier,
        status: "Not Assigned",
        interviewIds: [],
      },
    });
    expect(new Date(response.body.candidate.createdAt).toISOString()).toBe(response.body.candidate.createdAt);
  });

  it("finds a candidate by email, case-insensitively, with interviewIds", async () => {
    const email = uniqueEmail();
    const created = await callApi("POST", "/candidates", { body: { name: "By Email", email } });
    const response = await callApi("GET", `/candidates/email/${encodeURIComponent(email.toLowerCase())}`);
    expect(response.status).toBe(200);
    expect(response.body.candidate).toMatchObject({
      identifier: created.body.identifier,
      status: "Not Assigned",
      interviewIds: [],
    });
  });

  it("answers 404 { error, message } for unknown ids and emails", async () => {
    for (const path of ["/candidates/cand_unknown", "/candidates/email/nobody%40example.com"]) {
      const response = await callApi("GET", path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: "Not Found", message: expect.any(String) });
    }
  });

  it("answers 404 for another organization's candidate, by id and by email", async () => {
    const email = uniqueEmail();
    const created = await callApi("POST", "/candidates", { body: { name: "Private", email } });
    expect((await callApi("GET", `/candidates/${created.body.identifier}`, { key: GLOBEX_KEY })).status).toBe(404);
    expect((await callApi("GET", `/candidates/email/${encodeURIComponent(email)}`, { key: GLOBEX_KEY })).status).toBe(
      404,
    );
  });
});
