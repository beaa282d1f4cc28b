import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import type { Problem } from "@/lib/api-contract/responses";
import { createScreeningApi } from "./create-screening-api";
import { ConflictError, JobNotServableError, NotFoundError, ScreeningApiError, UnauthorizedError } from "./errors";
import { createRequestLog } from "./request-log";

// Every endpoint of spec part 4 through the real client, against the app's sandbox over HTTP.
const baseUrl = inject("baseUrl");
const client = (apiKey: string, extra: Partial<Parameters<typeof createScreeningApi>[0]> = {}) =>
  createScreeningApi({ baseUrl, apiKey, maxRps: 20, maxConcurrency: 4, ...extra });
const acme = client("sbx_acme_demo");
const globex = client("sbx_globex_demo");
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function newCandidate(label: string) {
  const input = {
    name: `Ada ${label}`,
    email: `it+${label}-${run}@example.com`,
    integrationSource: "it-ats",
    externalId: `${label}-${run}`,
  };
  const { identifier } = await acme.candidates.create(input);
  return { ...input, identifier };
}

/** A seeded problem screens use, found the way a page would: through the assessments list. */
async function findProblem(accept: (problem: Problem) => boolean): Promise<Problem> {
  const { assessments } = await acme.assessments.list({ pageSize: 200 });
  for (const problemId of new Set(assessments.map((a) => a.problemId))) {
    const problem = await acme.problems.get(problemId);
    if (accept(problem)) return problem;
  }
  throw new Error("The sandbox's screens use no problem that fits");
}
const editable = (p: Problem) => p.status === "Ready" && p.type === "technical-assessment" && !p.isFromServiceTestBank;

async function tinyResume(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document
    .addPage()
    .drawText("Ada Lovelace\nSoftware engineer, 8 years of TypeScript and Go", { x: 50, y: 700, size: 12 });
  return document.save();
}

describe("candidates (4.9–4.14)", () => {
  it("creates a candidate and reads it by id and by email, interviewIds included", async () => {
    const created = await newCandidate("reader");
    const byId = await acme.candidates.get(created.identifier);
    expect(byId).toMatchObject({
      identifier: created.identifier,
      name: created.name,
      email: created.email,
      interviewIds: [],
    });
    expect(typeof byId.status).toBe("string");
    await expect(acme.candidates.getByEmail(created.email)).resolves.toMatchObject({ identifier: created.identifier });
  });

  it("lists candidates, filtered to one by its ATS ids", async () => {
    const created = await newCandidate("ats");
    const filtered = await acme.candidates.list({
      integrationSource: created.integrationSource,
      externalId: created.externalId,
    });
    expect(filtered.map((c) => c.identifier)).toEqual([created.identifier]);
    expect((await acme.candidates.list()).length).toBeGreaterThan(1);
  });

  it("stores an IP reading and answers a repost as a duplicate", async () => {
    const { identifier } = await newCandidate("ip");
    const reading = { ipAddress: "8.8.8.8", observedAt: "2025-03-01T10:00:00+01:00", source: "integration test" };
    await expect(acme.candidates.reportIp(identifier, reading)).resolves.toMatchObject({
      status: "accepted",
      duplicate: false,
    });
    await expect(acme.candidates.reportIp(identifier, reading)).resolves.toMatchObject({ duplicate: true });
    const refused = await acme.candidates
      .reportIp(identifier, { ...reading, ipAddress: "10.0.0.1" })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ScreeningApiError);
    expect((refused as ScreeningApiError).status).toBeGreaterThanOrEqual(400);
    expect((refused as ScreeningApiError).status).toBeLessThan(500);
  });

  it("queues a Scout run with text parts and a PDF resume", async () => {
    const { identifier } = await newCandidate("scout");
    const resumes = [{ name: "ada.pdf", type: "application/pdf", data: await tinyResume() }];
    const queued = await acme.candidates.triggerScout(identifier, {
      phone: "+14155550100",
      githubUrl: "https://github.com/ada",
      resumes,
    });
    expect(queued).toMatchObject({ status: "processing", candidateIdentifier: identifier });
  });
});

describe("problems (4.5–4.8)", () => {
  it("reads a seeded problem and its share link", async () => {
    const problem = await findProblem(() => true);
    expect(problem).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      scoringCategories: expect.any(Array),
    });
    await expect(acme.problems.shareLink(problem.id)).resolves.toMatch(/^https?:\/\//);
  });

  it("updates a Ready problem's title and reads it back", async () => {
    const problem = await findProblem(editable);
    const title = `${problem.name.slice(0, 200)} (IT ${run})`;
    try {
      await expect(acme.problems.update(problem.id, { problemTitle: title })).resolves.toMatchObject({
        id: problem.id,
        name: title,
      });
      await expect(acme.problems.get(problem.id)).resolves.toMatchObject({ name: title });
    } finally {
      await acme.problems.update(problem.id, { problemTitle: problem.name });
    }
  });

  it("creates a problem from a coding job description; refuses a nurse's as JOB_NOT_SERVABLE", async () => {
    const jobDescription =
      "Senior backend engineer: design and build TypeScript services on Node.js and PostgreSQL, with tests and code review.";
    const { problemId } = await acme.problems.create({
      jobDescription,
      desiredTime: 45,
      problemTitle: `IT problem ${run}`,
    });
    await expect(acme.problems.get(problemId)).resolves.toMatchObject({ id: problemId });

    const nurse =
      "Registered nurse for the intensive care unit: patient assessment, medication administration, night shifts.";
    const refused = await acme.problems.create({ jobDescription: nurse, desiredTime: 30 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(JobNotServableError);
    expect(refused).toMatchObject({ status: 422, code: "JOB_NOT_SERVABLE", explanation: expect.stringMatching(/\w/) });
  });
});

describe("assessments (4.1–4.4)", () => {
  it("issues a screen, then reports it as already issued; it shows in every read", async () => {
    const candidate = await newCandidate("issue");
    const problem = await findProblem((p) => p.status === "Ready" && p.type === "technical-assessment");
    const request = { candidateIdentifier: candidate.identifier, problemId: problem.id, shouldSendEmail: false };
    const issued = await acme.assessments.issue(request);
    expect(issued.outcome).toBe("issued");
    await expect(acme.assessments.issue(request)).resolves.toEqual({
      outcome: "already-issued",
      identifier: issued.identifier,
    });

    await expect(acme.assessments.get(issued.identifier)).resolves.toMatchObject({
      identifier: issued.identifier,
      candidateId: candidate.identifier,
      status: "Not Started",
    });
    const own = await acme.assessments.listForCandidate(candidate.identifier);
    expect(own).toEqual([
      expect.objectContaining({
        identifier: issued.identifier,
        problemId: problem.id,
        problemName: expect.any(String),
      }),
    ]);
    await expect(acme.candidates.get(candidate.identifier)).resolves.toMatchObject({
      interviewIds: [issued.identifier],
    });
  });

  it("retries a problem still Creating, then surfaces the PROBLEM_CREATING conflict", async () => {
    const candidate = await newCandidate("creating");
    const { problemId } = await acme.problems.create({
      jobDescription: "Go engineer for distributed storage systems.",
      desiredTime: 60,
    });
    const log = createRequestLog();
    const impatient = client("sbx_acme_demo", { sleep: async () => {}, log });
    const status = (await acme.problems.get(problemId)).status;
    const outcome = await impatient.assessments
      .issue({ candidateIdentifier: candidate.identifier, problemId, shouldSendEmail: false })
      .catch((e: unknown) => e);
    if (status === "Creating" && outcome instanceof ConflictError) {
      expect(outcome.conflict).toMatchObject({ errorCode: "PROBLEM_CREATING", problemId, retryable: true });
      expect(log.entries()[0]).toMatchObject({ status: 409, attempts: 3 });
    } else {
      // The sandbox finished generating within the retries: the last attempt issued the screen.
      expect(outcome).toMatchObject({ outcome: "issued" });
    }
  });

  it("lists a page, every page in parallel, and iterates them, consistently", async () => {
    const first = await acme.assessments.list({ page: 1, pageSize: 10 });
    expect(first.assessments).toHaveLength(Math.min(10, first.pagination.totalItems));
    expect(first.pagination).toMatchObject({
      page: 1,
      pageSize: 10,
      totalPages: Math.ceil(first.pagination.totalItems / 10),
    });

    const all = await acme.assessments.listAll({ pageSize: 100, concurrency: 4 });
    expect(all).toHaveLength(first.pagination.totalItems);
    expect(new Set(all.map((a) => a.identifier)).size).toBe(all.length);
    const iterated: string[] = [];
    for await (const assessment of acme.assessments.iterate({ pageSize: 250 })) iterated.push(assessment.identifier);
    expect(iterated).toEqual(all.map((a) => a.identifier));

    const sample = first.assessments[0]!;
    await expect(acme.assessments.get(sample.identifier)).resolves.toMatchObject({
      identifier: sample.identifier,
      status: sample.status,
    });
  });
});

describe("results (4.15–4.17)", () => {
  it("reads results, the share link and the PDF of a completed screen", async () => {
    const completed = (await acme.assessments.listAll({ pageSize: 500 })).find((a) => a.status === "Completed");
    expect(completed, "the sandbox seeds completed screens").toBeDefined();
    const id = completed!.identifier;
    await expect(acme.results.get(id)).resolves.toMatchObject({
      interview_id: id,
      candidate_id: completed!.candidateId,
      integrity_report: expect.any(Object),
    });
    await expect(acme.results.shareLink(id)).resolves.toMatch(/^https?:\/\//);
    const pdf = await acme.results.pdf(id);
    expect(pdf.contentType).toMatch(/pdf/);
    const bytes = new Uint8Array(await new Response(pdf.stream).arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
  });
});

describe("authentication and scoping (part 5)", () => {
  it("answers a wrong key with UnauthorizedError", async () => {
    const error = await client("sbx_wrong_key")
      .candidates.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ status: 401, method: "GET", path: "/api/public/candidates" });
  });

  it("does not show another organization's screens or candidates", async () => {
    const { assessments } = await globex.assessments.list({ pageSize: 1 });
    const theirs = assessments[0]!;
    await expect(acme.assessments.get(theirs.identifier)).rejects.toBeInstanceOf(NotFoundError);
    await expect(acme.candidates.get(theirs.candidateId)).rejects.toBeInstanceOf(NotFoundError);
    await expect(acme.results.get(theirs.identifier)).rejects.toBeInstanceOf(NotFoundError);
  });
});
