import { describe, expect, it } from "vitest";
import { callApi, createTestCandidate, GLOBEX_KEY, seededProblem, sleep, sql } from "@/testing/sandbox/api-client";

type Category = { title: string; weight: number; rubric: string };

/** A fresh Ready problem of Acme in CLOSED mode (created through the API, then waited for). */
async function readyProblem(extra: Record<string, unknown> = {}): Promise<string> {
  const created = await callApi("POST", "/problems", {
    body: {
      jobDescription: "Backend Engineer building REST APIs in Python with PostgreSQL.",
      desiredTime: 40,
      externalResourceMode: "CLOSED",
      ...extra,
    },
  });
  for (let i = 0; i < 40; i++) {
    if ((await callApi("GET", `/problems/${created.body.problemId}`)).body.problem.status === "Ready")
      return created.body.problemId;
    await sleep(250);
  }
  throw new Error("problem never became Ready");
}

const patch = (id: string, body: unknown, key?: string) => callApi("PATCH", `/problems/${id}`, { body, key });

describe("PATCH /api/public/problems/{id} (4.7)", () => {
  it("changes only the fields sent", async () => {
    const id = await readyProblem();
    const before = (await callApi("GET", `/problems/${id}`)).body.problem;
    const renamed = await patch(id, { problemTitle: "Renamed" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.problem).toEqual({ ...before, name: "Renamed" });
    const longer = await patch(id, { desiredTime: 60 });
    expect(longer.body.problem).toEqual({ ...before, name: "Renamed", duration: 60 });
    expect((await patch(id, {})).body.problem).toEqual({ ...before, name: "Renamed", duration: 60 });
  });

  it("switching to AI_ASSISTED rewrites every rubric and adds AI-usage scoring when asked; back to CLOSED removes it", async () => {
    const id = await readyProblem();
    const closed: Category[] = (await callApi("GET", `/problems/${id}`)).body.problem.scoringCategories;
    const ai = await patch(id, { externalResourceMode: "AI_ASSISTED", includeAiUsageScoring: true });
    expect(ai.status).toBe(200);
    const aiCategories: Category[] = ai.body.problem.scoringCategories;
    expect(ai.body.problem.externalResourceMode).toBe("AI_ASSISTED");
    expect(aiCategories.map((c) => c.title)).toEqual([...closed.map((c) => c.title), "AI Usage"]);
    expect(aiCategories.reduce((s, c) => s + c.weight, 0)).toBe(100);
    aiCategories.forEach((c, i) => {
      expect(c.rubric).toMatch(/AI agent/);
      if (closed[i]) expect(c.rubric).not.toBe(closed[i]!.rubric);
    });
    const back: Category[] = (await patch(id, { externalResourceMode: "CLOSED" })).body.problem.scoringCategories;
    expect(back.map(({ title, rubric }) => ({ title, rubric }))).toEqual(
      closed.map(({ title, rubric }) => ({ title, rubric })),
    );
    expect(back.reduce((s, c) => s + c.weight, 0)).toBe(100);
  });

  it("switching to AI_ASSISTED without includeAiUsageScoring adds no AI-usage category", async () => {
    const id = await readyProblem();
    const ai = await patch(id, { externalResourceMode: "AI_ASSISTED" });
    expect(ai.body.problem.scoringCategories.map((c: Category) => c.title)).not.toContain("AI Usage");
  });

  it.each([
    ["setting OPEN", { externalResourceMode: "OPEN" }],
    ["includeAiUsageScoring without a mode", { includeAiUsageScoring: true }],
    ["includeAiUsageScoring with CLOSED", { externalResourceMode: "CLOSED", includeAiUsageScoring: true }],
    ["an empty title", { problemTitle: "" }],
    ["a 256-character title", { problemTitle: "x".repeat(256) }],
    ["desiredTime 29", { desiredTime: 29 }],
    ["desiredTime 61", { desiredTime: 61 }],
    ["expirationDays 0", { expirationDays: 0 }],
    ["expirationDays 366", { expirationDays: 366 }],
    ["expirationDays as text", { expirationDays: "7" }],
    ["an unknown field", { status: "Archived" }],
  ])("answers 400 { error } for %s", async (_, body) => {
    const seeded = await seededProblem("acme", "Payments API (Node.js & PostgreSQL)");
    const response = await patch(seeded.id, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.any(String) });
  });

  it("accepts a 255-character title and the expirationDays bounds", async () => {
    const id = await readyProblem();
    expect((await patch(id, { problemTitle: "x".repeat(255) })).status).toBe(200);
    expect((await patch(id, { expirationDays: 1 })).status).toBe(200);
    expect((await patch(id, { expirationDays: 365 })).status).toBe(200);
    expect((await patch(id, { expirationDays: null })).status).toBe(200);
  });

  it.each([
    ["a video screen", "Motivation & Communication Video Screen", /Video screens/],
    ["an archived problem", "Order Service in Java (retired)", /Archived/],
    ["a test-bank problem", "Python Fundamentals", /test bank/],
    ["a problem still Creating", "Platform Engineering Exercise", /must be Ready/],
    ["converting an OPEN problem", "Marketplace Full-Stack Feature", /OPEN/],
  ])("refuses %s with 409 { error } naming the rule", async (_, name, rule) => {
    const seeded = await seededProblem("acme", name);
    const response = await patch(seeded.id, { externalResourceMode: "CLOSED" });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: expect.stringMatching(rule) });
  });

  it("answers 404 { error } for unknown ids and another organization's problem", async () => {
    const id = await readyProblem();
    expect((await patch("prob_unknown", { problemTitle: "x" })).status).toBe(404);
    const other = await patch(id, { problemTitle: "Stolen" }, GLOBEX_KEY);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: expect.any(String) });
    expect((await callApi("GET", `/problems/${id}`)).body.problem.name).not.toBe("Stolen");
  });

  it("applies to screens issued afterwards only; expirationDays null falls back to the organization default", async () => {
    const id = await readyProblem();
    const issue = async () => {
      const candidateIdentifier = await createTestCandidate();
      const response = await callApi("POST", "/assessments", { body: { candidateIdentifier, problemId: id } });
      const [row] = await sql(
        `SELECT "externalResourceMode", "durationMinutes", "expiresAt", "createdAt" FROM sandbox.assessment WHERE id = $1`,
        [response.body.identifier],
      );
      return { ...row, days: Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000) };
    };
    const before = await issue();
    await patch(id, { externalResourceMode: "AI_ASSISTED", desiredTime: 60, expirationDays: 30 });
    const after = await issue();
    await patch(id, { expirationDays: null });
    const cleared = await issue();
    expect(before).toMatchObject({ externalResourceMode: "CLOSED", durationMinutes: 40, days: 7 });
    expect(after).toMatchObject({ externalResourceMode: "AI_ASSISTED", durationMinutes: 60, days: 30 });
    expect(cleared.days).toBe(7);
    const [first] = await sql(
      `SELECT "externalResourceMode" FROM sandbox.assessment WHERE "problemId" = $1 ORDER BY "createdAt" LIMIT 1`,
      [id],
    );
    expect(first.externalResourceMode).toBe("CLOSED");
  });
});

describe("GET /api/public/problems/{id}/shared (4.8)", () => {
  it("returns a stable public URL of the problem PDF, served without a key", async () => {
    const seeded = await seededProblem("acme", "Payments API (Node.js & PostgreSQL)");
    const response = await callApi("GET", `/problems/${seeded.id}/shared`);
    expect(response.status).toBe(200);
    expect(response.body.shareLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/share\/problems\/[A-Za-z0-9_-]{43}$/);
    expect((await callApi("GET", `/problems/${seeded.id}/shared`)).body.shareLink).toBe(response.body.shareLink);
    const pdf = await fetch(response.body.shareLink);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("builds the link from the forwarded origin", async () => {
    const seeded = await seededProblem("acme", "Payments API (Node.js & PostgreSQL)");
    const response = await callApi("GET", `/problems/${seeded.id}/shared`, {
      headers: { "x-forwarded-host": "dash.example.com", "x-forwarded-proto": "https" },
    });
    expect(response.body.shareLink).toMatch(/^https:\/\/dash\.example\.com\/share\/problems\//);
  });

  it("answers 404 for another organization's problem and for unknown tokens", async () => {
    const seeded = await seededProblem("acme", "Payments API (Node.js & PostgreSQL)");
    const other = await callApi("GET", `/problems/${seeded.id}/shared`, { key: GLOBEX_KEY });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: expect.any(String) });
    const base = new URL((await callApi("GET", `/problems/${seeded.id}/shared`)).body.shareLink).origin;
    expect((await fetch(`${base}/share/problems/not-a-token`)).status).toBe(404);
  });
});
