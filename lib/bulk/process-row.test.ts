import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { BulkJob, BulkJobRow } from "@/lib/db/generated/client";
import type { ScreeningApi } from "@/lib/screening-api";
import { startStub, type Stub, type StubReply, type StubRequest } from "@/testing/screening-api/stub-server";
import { stubClient } from "@/testing/screening-api/stub-client";

/** The database as process-row uses it (row updates), and the outcomes it hands to finishRow (finish-row.integration.test.ts). */
const fake = vi.hoisted(() => ({
  api: undefined as unknown,
  rowUpdates: [] as Array<Record<string, unknown>>,
  finished: [] as Array<Record<string, unknown>>,
}));

vi.mock("@/lib/db/client", () => ({
  db: {
    bulkJobRow: { update: async ({ data }: { data: Record<string, unknown> }) => void fake.rowUpdates.push(data) },
  },
}));
vi.mock("@/lib/sync/detail-reads", () => ({ mirrorCreatedCandidate: async () => undefined }));
const queueRetry = async () => undefined;
vi.mock("./finish-row", () => ({
  finishRow: async (_row: unknown, _owner: string, outcome: Record<string, unknown>) => (
    fake.finished.push(outcome),
    true
  ),
}));
vi.mock("@/lib/screening-api", async () => ({
  ...(await vi.importActual("@/lib/screening-api/errors")),
  getScreeningApi: () => fake.api,
}));

const { processRow } = await import("./process-row");

const job: BulkJob = {
  id: "job_1",
  kind: "issue",
  createdById: "user_1",
  problemId: "prob_1",
  options: { shouldSendEmail: false },
  status: "running",
  totalRows: 1,
  createdAt: new Date(),
  updatedAt: new Date(),
  finishedAt: null,
};
const row = (overrides: Partial<BulkJobRow> = {}) =>
  ({
    id: "row_1",
    jobId: job.id,
    position: 0,
    candidateId: null,
    name: "Ada Lovelace",
    email: "ada@x.test",
    integrationSource: null,
    externalId: null,
    interviewId: null,
    sentAt: null,
    attempts: 1,
    ...overrides,
  }) as BulkJobRow;
const candidate = (identifier: string) => ({
  identifier,
  name: "Ada Lovelace",
  email: "ada@x.test",
  createdAt: "2026-01-01T00:00:00Z",
});

type Route = (request: StubRequest) => StubReply | undefined;
let stub: Stub;
let routes: Route[] = [];
const paths = () => stub.requests.map((r) => `${r.method} ${decodeURIComponent(r.url)}`);

beforeAll(async () => {
  stub = await startStub(
    (request) =>
      routes.map((route) => route(request)).find(Boolean) ?? {
        status: 500,
        json: { error: "unscripted", message: request.url },
      },
  );
  fake.api = stubClient(stub).api satisfies ScreeningApi;
});
afterAll(() => stub.stop());
beforeEach(() => {
  stub.requests.length = 0;
  fake.rowUpdates = [];
  fake.finished = [];
});

const issued: Route = (r) =>
  r.method === "POST" && r.url === "/api/public/assessments"
    ? { status: 200, json: { success: true, identifier: "int_new" } }
    : undefined;
const noneByEmail: Route = (r) =>
  r.url.startsWith("/api/public/candidates/email/")
    ? { status: 404, json: { error: "Not Found", message: "none" } }
    : undefined;

describe("processRow finds or creates the candidate of a CSV row", () => {
  it("matches an existing candidate by ATS ids before email, and issues to it", async () => {
    routes = [
      (r) =>
        r.url.startsWith("/api/public/candidates?")
          ? { status: 200, json: { candidates: [candidate("cand_ats")] } }
          : undefined,
      issued,
    ];
    await processRow(row({ integrationSource: "greenhouse", externalId: "77" }), job, "me", queueRetry);
    expect(paths()).toEqual([
      "GET /api/public/candidates?integrationSource=greenhouse&externalId=77",
      "POST /api/public/assessments",
    ]);
    expect(stub.requests[1]!.json).toMatchObject({
      candidateIdentifier: "cand_ats",
      problemId: "prob_1",
      shouldSendEmail: false,
    });
    expect(fake.rowUpdates[0]).toEqual({ candidateId: "cand_ats" });
    expect(fake.finished).toEqual([expect.objectContaining({ state: "issued", interviewId: "int_new" })]);
  });

  it("falls back to the email, and creates the candidate with its ATS ids when neither matches", async () => {
    routes = [
      (r) => (r.url.startsWith("/api/public/candidates?") ? { status: 200, json: { candidates: [] } } : undefined),
      noneByEmail,
      (r) =>
        r.method === "POST" && r.url === "/api/public/candidates"
          ? { status: 200, json: { success: true, identifier: "cand_new" } }
          : undefined,
      issued,
    ];
    await processRow(row({ integrationSource: "lever", externalId: "x-1" }), job, "me", queueRetry);
    expect(paths()).toEqual([
      "GET /api/public/candidates?integrationSource=lever&externalId=x-1",
      "GET /api/public/candidates/email/ada@x.test",
      "POST /api/public/candidates",
      "POST /api/public/assessments",
    ]);
    expect(stub.requests[2]!.json).toEqual({
      name: "Ada Lovelace",
      email: "ada@x.test",
      integrationSource: "lever",
      externalId: "x-1",
    });
    expect(stub.requests[3]!.json).toMatchObject({ candidateIdentifier: "cand_new" });
  });

  it("uses the candidate someone else created between the look-up and the create", async () => {
    let lookups = 0;
    routes = [
      (r) =>
        r.url.startsWith("/api/public/candidates/email/")
          ? lookups++
            ? {
                status: 200,
                json: { candidate: { ...candidate("cand_raced"), status: "Not Assigned", interviewIds: [] } },
              }
            : { status: 404, json: { error: "Not Found", message: "none" } }
          : undefined,
      (r) =>
        r.method === "POST" && r.url === "/api/public/candidates"
          ? { status: 409, json: { error: "Conflict", message: "exists" } }
          : undefined,
      issued,
    ];
    await processRow(row(), job, "me", queueRetry);
    expect(stub.requests.at(-1)!.json).toMatchObject({ candidateIdentifier: "cand_raced" });
    expect(fake.finished[0]).toMatchObject({ state: "issued" });
  });
});

describe("processRow in an import job only registers people", () => {
  const importJob: BulkJob = { ...job, kind: "import", problemId: null, options: {} };

  it("creates a new person and ends the row created, issuing nothing", async () => {
    routes = [
      noneByEmail,
      (r) =>
        r.method === "POST" && r.url === "/api/public/candidates"
          ? { status: 200, json: { success: true, identifier: "cand_new" } }
          : undefined,
    ];
    await processRow(row(), importJob, "me", queueRetry);
    expect(paths()).toEqual(["GET /api/public/candidates/email/ada@x.test", "POST /api/public/candidates"]);
    expect(fake.rowUpdates[0]).toEqual({ candidateId: "cand_new" });
    expect(fake.finished).toEqual([{ state: "created" }]);
  });

  it("ends a person the service already has as existing, creating nothing", async () => {
    routes = [
      (r) =>
        r.url.startsWith("/api/public/candidates/email/")
          ? {
              status: 200,
              json: { candidate: { ...candidate("cand_known"), status: "Not Assigned", interviewIds: [] } },
            }
          : undefined,
    ];
    await processRow(row(), importJob, "me", queueRetry);
    expect(paths()).toEqual(["GET /api/public/candidates/email/ada@x.test"]);
    expect(fake.finished).toEqual([expect.objectContaining({ state: "existing" })]);
  });
});

describe("processRow records each outcome", () => {
  it("an existing unstarted screen is already issued, with its identifier", async () => {
    routes = [
      (r) =>
        r.url === "/api/public/assessments"
          ? {
              status: 409,
              json: { success: false, message: "exists", errorCode: "INTERVIEW_ALREADY_EXISTS", identifier: "int_old" },
            }
          : undefined,
    ];
    await processRow(row({ candidateId: "cand_1" }), job, "me", queueRetry);
    expect(fake.finished[0]).toMatchObject({ state: "already_issued", interviewId: "int_old" });
  });

  const conflict: Route = (r) =>
    r.method === "POST" && r.url === "/api/public/assessments"
      ? {
          status: 409,
          json: { success: false, message: "exists", errorCode: "INTERVIEW_ALREADY_EXISTS", identifier: "int_ours" },
        }
      : undefined;
  const screensOfCandidate =
    (createdAt: string): Route =>
    (r) =>
      r.url === "/api/public/assessments/candidate/cand_1"
        ? {
            status: 200,
            json: {
              interviews: [
                {
                  identifier: "int_ours",
                  problemId: "prob_1",
                  problemType: "Technical",
                  status: "Not Started",
                  createdAt,
                  candidateId: "cand_1",
                },
              ],
            },
          }
        : undefined;

  it("a conflict with the screen an earlier attempt of the row issued after the job began is issued", async () => {
    // The list is read twice: before sending (the earlier attempt's request had not landed yet), and after the 409.
    let reads = 0;
    const later = screensOfCandidate(new Date().toISOString());
    routes = [
      (r) =>
        r.url === "/api/public/assessments/candidate/cand_1" && reads++ === 0
          ? { status: 200, json: { interviews: [] } }
          : undefined,
      later,
      conflict,
    ];
    await processRow(row({ candidateId: "cand_1", sentAt: new Date() }), job, "me", queueRetry);
    expect(paths()).toEqual([
      "GET /api/public/assessments/candidate/cand_1",
      "POST /api/public/assessments",
      "GET /api/public/assessments/candidate/cand_1",
    ]);
    expect(fake.finished[0]).toMatchObject({ state: "issued", interviewId: "int_ours" });
  });

  it("a conflict on a second attempt is issued when the first, still running, sent after this one read the row", async () => {
    // The row as this attempt claimed it: no sentAt yet (the first attempt stored it afterwards), attempts 2.
    let reads = 0;
    routes = [
      (r) =>
        r.url === "/api/public/assessments/candidate/cand_1" && reads++ === 0
          ? { status: 200, json: { interviews: [] } }
          : undefined,
      screensOfCandidate(new Date().toISOString()),
      conflict,
    ];
    await processRow(row({ candidateId: "cand_1", attempts: 2 }), job, "me", queueRetry);
    expect(fake.finished[0]).toMatchObject({ state: "issued", interviewId: "int_ours" });
  });

  it("a conflict on a first attempt is already issued without reading the candidate's screens", async () => {
    routes = [screensOfCandidate(new Date().toISOString()), conflict];
    await processRow(row({ candidateId: "cand_1", attempts: 1 }), job, "me", queueRetry);
    expect(paths()).toEqual(["POST /api/public/assessments"]);
    expect(fake.finished[0]).toMatchObject({ state: "already_issued", interviewId: "int_ours" });
  });

  it("a conflict with a screen from before the job stays already issued, even after an earlier attempt", async () => {
    let reads = 0;
    routes = [
      (r) =>
        r.url === "/api/public/assessments/candidate/cand_1" && reads++ === 0
          ? { status: 200, json: { interviews: [] } }
          : undefined,
      screensOfCandidate("2020-01-01T00:00:00Z"),
      conflict,
    ];
    await processRow(row({ candidateId: "cand_1", sentAt: new Date() }), job, "me", queueRetry);
    expect(fake.finished[0]).toMatchObject({ state: "already_issued", interviewId: "int_ours" });
  });

  it("a refusal fails the row with the API's message", async () => {
    routes = [
      (r) =>
        r.url === "/api/public/assessments"
          ? { status: 400, json: { error: "Bad Request", message: "Invalid problem: archived" } }
          : undefined,
    ];
    await processRow(row({ candidateId: "cand_1" }), job, "me", queueRetry);
    expect(fake.finished[0]).toMatchObject({ state: "failed", message: "Invalid problem: archived", sentAt: null });
  });

  const creating: Route = (r) =>
    r.url === "/api/public/assessments"
      ? {
          status: 409,
          json: {
            success: false,
            message: "creating",
            errorCode: "PROBLEM_CREATING",
            problemId: "prob_1",
            problemStatus: "Creating",
            retryable: true,
          },
        }
      : undefined;

  it("a Creating problem makes the row wait until a retry time, clearing sentAt", async () => {
    routes = [creating];
    await processRow(row({ candidateId: "cand_1" }), job, "me", queueRetry);
    expect(fake.finished[0]).toMatchObject({ state: "waiting_problem", sentAt: null });
    expect(fake.finished[0]!.retryAt).toBeInstanceOf(Date);
  });

  it("a server error sends the row back to pending with a retry time, keeping sentAt", async () => {
    routes = [
      (r) =>
        r.url === "/api/public/assessments"
          ? { status: 500, json: { error: "Internal Server Error", message: "boom" } }
          : undefined,
    ];
    const before = Date.now();
    await processRow(row({ candidateId: "cand_1" }), job, "me", queueRetry);
    expect(fake.finished[0]).toMatchObject({ state: "pending" });
    expect(fake.finished[0]).not.toHaveProperty("sentAt");
    const wait = (fake.finished[0]!.retryAt as Date).getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(300);
    expect(wait).toBeLessThan(2000);
  });
});
