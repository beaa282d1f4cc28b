import { describe, expect, it } from "vitest";
import {
  callApi,
  callControl,
  createTestCandidate,
  GLOBEX_KEY,
  seededProblem,
  sql,
} from "@/testing/sandbox/api-client";

async function completedScreen(
  problemType = "technical-assessment",
): Promise<{ id: string; candidateId: string; problemId: string }> {
  const [row] = await sql(
    `SELECT a.id, a."candidateId", a."problemId" FROM sandbox.assessment a JOIN sandbox.result r ON r."assessmentId" = a.id
     WHERE a."organizationId" = 'acme' AND a.status = 'Completed' AND a."problemType" = $1 ORDER BY a.id LIMIT 1`,
    [problemType],
  );
  return row;
}

describe("GET /api/public/results/{id} (4.15)", () => {
  it("returns the 2.4 object in snake_case for a completed screen", async () => {
    const screen = await completedScreen();
    const response = await callApi("GET", `/results/${screen.id}`);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual([
      "candidate_id",
      "interview_id",
      "score",
      "analysis",
      "completed_at",
      "integrity_report",
      "completion_time_seconds",
      "problem_id",
      "settings",
    ]);
    expect(response.body).toMatchObject({
      candidate_id: screen.candidateId,
      interview_id: screen.id,
      problem_id: screen.problemId,
      score: expect.any(Number),
      completion_time_seconds: expect.any(Number),
      settings: {
        external_resource_mode: expect.stringMatching(/^(CLOSED|OPEN|AI_ASSISTED)$/),
        spoken_locale: expect.stringMatching(/^(en|fr)$/),
      },
      integrity_report: {
        risk: expect.any(String),
        explanation: expect.any(String),
        flags: expect.any(Array),
        passing_flags: expect.any(Array),
      },
    });
    expect(response.body.score).toBeGreaterThanOrEqual(0);
    expect(response.body.score).toBeLessThanOrEqual(100);
    expect(Number.isInteger(response.body.completion_time_seconds)).toBe(true);
    expect(new Date(response.body.completed_at).toISOString()).toBe(response.body.completed_at);
    for (const item of response.body.analysis)
      expect(Object.keys(item).sort()).toEqual(["explanation", "key", "name", "score"]);
  });

  it("has null score and analysis for an ungraded video screen", async () => {
    const screen = await completedScreen("video-screen");
    const response = await callApi("GET", `/results/${screen.id}`);
    expect(response.body).toMatchObject({ score: null, analysis: null });
  });

  it("answers 404 { error, message } saying the screen is not completed", async () => {
    const candidateIdentifier = await createTestCandidate();
    const problem = await seededProblem("acme", "Payments API (Node.js & PostgreSQL)");
    const issued = await callApi("POST", "/assessments", { body: { candidateIdentifier, problemId: problem.id } });
    for (const path of [
      `/results/${issued.body.identifier}`,
      `/results/${issued.body.identifier}/shared`,
      `/results/${issued.body.identifier}/pdf`,
    ]) {
      const response = await callApi("GET", path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: "Not Found", message: expect.stringContaining("not completed") });
    }
  });

  it("reports the settings the screen was taken with, not the problem's current ones", async () => {
    const candidateIdentifier = await createTestCandidate();
    const created = await callApi("POST", "/problems", {
      body: {
        jobDescription: "Backend Engineer: Python APIs and SQL.",
        desiredTime: 30,
        externalResourceMode: "CLOSED",
      },
    });
    await sql(`UPDATE sandbox.problem SET "readyAt" = now() - interval '1 second' WHERE id = $1`, [
      created.body.problemId,
    ]);
    const issued = await callApi("POST", "/assessments", {
      body: { candidateIdentifier, problemId: created.body.problemId },
    });
    await callApi("PATCH", `/problems/${created.body.problemId}`, {
      body: { externalResourceMode: "AI_ASSISTED", includeAiUsageScoring: true },
    });
    // The screen completes through the control API; its results come from its snapshot.
    expect(
      (await callControl("POST", `/assessments/${issued.body.identifier}/advance`, { body: { to: "Completed" } }))
        .status,
    ).toBe(200);
    const results = await callApi("GET", `/results/${issued.body.identifier}`);
    expect(results.status).toBe(200);
    expect(results.body.settings).toEqual({ external_resource_mode: "CLOSED", spoken_locale: "en" });
    expect(results.body.analysis.map((a: { name: string }) => a.name)).not.toContain("AI Usage");
    expect((await callApi("GET", `/results/${issued.body.identifier}`)).body).toEqual(results.body);
  });

  it("answers 404 for unknown ids and for another organization's screen, on all three endpoints", async () => {
    const screen = await completedScreen();
    for (const suffix of ["", "/shared", "/pdf"]) {
      for (const [id, key] of [
        ["int_unknown", undefined],
        [screen.id, GLOBEX_KEY],
      ] as const) {
        const response = await callApi("GET", `/results/${id}${suffix}`, { key });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ error: "Not Found", message: expect.any(String) });
      }
    }
  });
});

describe("GET /api/public/results/{id}/shared and /pdf (4.16, 4.17)", () => {
  it("returns a stable public link to a read-only results page, served without a key", async () => {
    const screen = await completedScreen();
    const response = await callApi("GET", `/results/${screen.id}/shared`);
    expect(response.status).toBe(200);
    expect(response.body.shareLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/share\/results\/[A-Za-z0-9_-]{43}$/);
    expect((await callApi("GET", `/results/${screen.id}/shared`)).body.shareLink).toBe(response.body.shareLink);
    const page = await fetch(response.body.shareLink);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    const html = await page.text();
    const [candidate] = await sql(`SELECT name FROM sandbox.candidate WHERE id = $1`, [screen.candidateId]);
    expect(html).toContain(candidate.name.replace("'", "&#x27;"));
    expect(html).toContain(screen.id);
    const token = response.body.shareLink.split("/").pop();
    expect((await fetch(`${new URL(response.body.shareLink).origin}/share/problems/${token}`)).status).toBe(404);
    expect((await fetch(`${new URL(response.body.shareLink).origin}/share/results/not-a-token`)).status).toBe(404);
  });

  it("answers the PDF report as application/pdf", async () => {
    const screen = await completedScreen();
    const response = await fetch(
      `${new URL((await callApi("GET", `/results/${screen.id}/shared`)).body.shareLink).origin}/api/public/results/${screen.id}/pdf`,
      {
        headers: { "x-api-key": "sbx_acme_demo" },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1000);
  });
});
