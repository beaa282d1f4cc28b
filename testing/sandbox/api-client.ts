import { randomBytes, createHash } from "node:crypto";
import { sql as querySql } from "@/testing/sql";
import { inject } from "../inject";
import { untilDefined } from "../until";

/**
 * Helpers for the sandbox's integration tests: HTTP calls to the app under test with an organization's key,
 * and SQL against its database for what the API does not expose (seeded ids, stored snapshots).
 */
export const ACME_KEY = "sbx_acme_demo";
export const GLOBEX_KEY = "sbx_globex_demo";

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

// Tests read response bodies freely; their assertions, not types, check the shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

interface CallOptions {
  key?: string | null;
  body?: unknown;
  rawBody?: BodyInit;
  headers?: Record<string, string>;
}

/** A call to the public API: `path` is relative to /api/public. */
export function callApi<T = Json>(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  return call<T>(method, `/api/public${path}`, options);
}

/** A call to the sandbox control API: `path` is relative to /api/sandbox. */
export function callControl<T = Json>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  return call<T>(method, `/api/sandbox${path}`, options);
}

async function call<T>(method: string, path: string, options: CallOptions): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  const key = options.key === undefined ? ACME_KEY : options.key;
  if (key !== null) headers["x-api-key"] = key;
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${inject("baseUrl")}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (a PDF): the text is the body.
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}

export const sql = <T = Json>(query: string, params: unknown[] = []) => querySql<T>(query, params);

/** A fresh candidate of the key's organization. */
export async function createTestCandidate(key = ACME_KEY, name = "Test Candidate"): Promise<string> {
  const email = `t-${randomBytes(6).toString("hex")}@example.com`;
  const response = await callApi("POST", "/candidates", { key, body: { name, email } });
  if (response.status !== 200)
    throw new Error(`creating a candidate failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.identifier as string;
}

/** A seeded problem of an organization, by name. */
export async function seededProblem(
  organizationId: string,
  name: string,
): Promise<{ id: string; status: string; externalResourceMode: string }> {
  const [row] = await sql<{ id: string; status: string; externalResourceMode: string }>(
    `SELECT id, status, "externalResourceMode" FROM sandbox.problem WHERE "organizationId" = $1 AND name = $2`,
    [organizationId, name],
  );
  if (!row) throw new Error(`no seeded problem "${name}" in ${organizationId}`);
  return row;
}

/** A throwaway organization with its own key and settings, so a test can change them without disturbing others. */
export async function createTestOrganization(
  settings: {
    rateLimitPerSecond?: number;
    createProblemEnabled?: boolean;
    testModeEnabled?: boolean;
    defaultExternalResourceMode?: string;
  } = {},
) {
  const id = `test-${randomBytes(4).toString("hex")}`;
  const key = `sbx_${id}`;
  await sql(
    `INSERT INTO sandbox.organization (id, name, "rateLimitPerSecond", "createProblemEnabled", "testModeEnabled", "defaultExternalResourceMode", "seededAt")
     VALUES ($1, $1, $2, $3, $4, $5, now())`,
    [
      id,
      settings.rateLimitPerSecond ?? null,
      settings.createProblemEnabled ?? true,
      settings.testModeEnabled ?? true,
      settings.defaultExternalResourceMode ?? "CLOSED",
    ],
  );
  await sql(`INSERT INTO sandbox.api_key ("keyHash", "organizationId") VALUES ($1, $2)`, [
    createHash("sha256").update(key).digest("hex"),
    id,
  ]);
  return { id, key };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns something other than undefined (testing/until.ts), or fails after `timeoutMs`. */
export function eventually<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs = 10_000,
  what: string | (() => string) = "the expected state",
): Promise<T> {
  return untilDefined(what, probe, timeoutMs, { intervalMs: 200 });
}

/** A screen of a seeded problem issued to a fresh candidate of the key's organization. */
export async function issueTestScreen(
  key = ACME_KEY,
  problemName = "Payments API (Node.js & PostgreSQL)",
  organizationId = "acme",
) {
  const candidateId = await createTestCandidate(key);
  const problem = await seededProblem(organizationId, problemName);
  const issued = await callApi("POST", "/assessments", {
    key,
    body: { candidateIdentifier: candidateId, problemId: problem.id },
  });
  if (issued.status !== 200)
    throw new Error(`issuing a screen failed: ${issued.status} ${JSON.stringify(issued.body)}`);
  return { interviewId: issued.body.identifier as string, candidateId, problemId: problem.id };
}

/** A problem created through the API, made Ready at once (its problem.ready webhook follows from the ticker). */
export async function createReadyProblem(key = ACME_KEY, body: Record<string, unknown> = {}): Promise<string> {
  const created = await callApi("POST", "/problems", {
    key,
    body: { jobDescription: "Backend Engineer: Python APIs and SQL.", desiredTime: 45, ...body },
  });
  if (created.status !== 200)
    throw new Error(`creating a problem failed: ${created.status} ${JSON.stringify(created.body)}`);
  await sql(`UPDATE sandbox.problem SET "readyAt" = now() - interval '1 second' WHERE id = $1`, [
    created.body.problemId,
  ]);
  return created.body.problemId as string;
}

/** Completes a screen through the control API, waiting out a 429 (another test may have used the key's budget). */
export async function completeScreen(interviewId: string, key = ACME_KEY): Promise<void> {
  await eventually(
    async () => {
      const response = await callControl("POST", `/assessments/${interviewId}/advance`, {
        key,
        body: { to: "Completed" },
      });
      if (response.status === 200) return true;
      if (response.status !== 429) throw new Error(`completing ${interviewId}: ${response.status}`);
      return undefined;
    },
    30_000,
    `${interviewId} completed`,
  );
}
