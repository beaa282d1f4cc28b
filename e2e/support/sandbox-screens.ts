import type { APIRequestContext } from "@playwright/test";
import { queryE2eDatabase } from "./database";
import { expect } from "./journey";

/**
 * A journey's own problem, candidates and completed screens, made through the sandbox's public and control APIs
 * (the demo organization's key), as the cohort journeys make theirs.
 */
const KEY = { "x-api-key": "sbx_acme_demo" };

export async function sandboxApi(request: APIRequestContext, method: "get" | "post", path: string, data?: object) {
  const response = await request[method](path, { headers: KEY, data });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/**
 * A problem of the journey's own, Ready at once: the e2e servers keep a new problem Creating for 15 s (for the
 * journey that watches it turn Ready), which this journey need not wait out, so its `readyAt` is brought to now.
 */
export async function readyProblem(request: APIRequestContext, title: string): Promise<string> {
  const { problemId } = await sandboxApi(request, "post", "/api/public/problems", {
    jobDescription: "Backend engineer: Python services, SQL and API design.",
    desiredTime: 30,
    problemTitle: title,
  });
  await queryE2eDatabase(`UPDATE sandbox.problem SET "readyAt" = now() WHERE id = $1 AND status = 'Creating'`, [
    problemId,
  ]);
  await expect
    .poll(async () => (await sandboxApi(request, "get", `/api/public/problems/${problemId}`)).problem.status)
    .toBe("Ready");
  return problemId;
}

/** A candidate who took `problemId` `times` times, each screen completed (scores are the sandbox's); their screens' ids. */
export async function candidateWithScreens(
  request: APIRequestContext,
  problemId: string,
  candidate: { name: string; email: string },
  times = 1,
): Promise<string[]> {
  const { identifier: candidateIdentifier } = await sandboxApi(request, "post", "/api/public/candidates", candidate);
  const screens: string[] = [];
  for (let i = 0; i < times; i++) {
    const { identifier } = await sandboxApi(request, "post", "/api/public/assessments", {
      candidateIdentifier,
      problemId,
      shouldSendEmail: false,
    });
    await sandboxApi(request, "post", `/api/sandbox/assessments/${identifier}/advance`, { to: "Completed" });
    screens.push(identifier);
  }
  return screens;
}

/** The sandbox's score of a completed screen. */
export const sandboxScore = async (request: APIRequestContext, interviewId: string) =>
  (await sandboxApi(request, "get", `/api/public/results/${interviewId}`)).score as number;
