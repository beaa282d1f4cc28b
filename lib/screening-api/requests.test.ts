import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { userAgent } from "./exchange";
import { InvalidRequestError } from "./errors";
import { candidate, page, problem } from "../../testing/screening-api/fixtures";
import { stubApiKey, stubClient } from "../../testing/screening-api/stub-client";
import { sequence, startStub, type Stub, type StubRequest } from "../../testing/screening-api/stub-server";

let stub: Stub;
beforeEach(async () => {
  stub = await startStub();
});
afterEach(() => stub.stop());

const formOf = (request: StubRequest) =>
  new Request(`http://stub${request.url}`, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: new Uint8Array(request.body),
  }).formData();

describe("what goes on the wire", () => {
  it("sends the key as x-api-key, a user agent and accept: application/json", async () => {
    stub.handle(sequence({ status: 200, json: { candidates: [] } }));
    await stubClient(stub).api.candidates.list();
    expect(stub.requests[0]?.headers).toMatchObject({
      "x-api-key": stubApiKey,
      "user-agent": userAgent,
      accept: "application/json",
    });
    expect(stub.requests[0]?.url).toBe("/api/public/candidates");
  });

  it("URL-encodes identifiers and the email of a look-up", async () => {
    stub.handle(sequence({ status: 200, json: { candidate: candidate() } }));
    const { api } = stubClient(stub);
    await api.candidates.getByEmail("ada+test@example.com");
    await api.candidates.get("a/b?c");
    expect(stub.requests.map((r) => r.url)).toEqual([
      "/api/public/candidates/email/ada%2Btest%40example.com",
      "/api/public/candidates/a%2Fb%3Fc",
    ]);
  });

  it("refuses an empty identifier instead of calling another endpoint", async () => {
    await expect(stubClient(stub).api.candidates.get("")).rejects.toBeInstanceOf(InvalidRequestError);
    expect(stub.requests).toHaveLength(0);
  });

  it("refuses dot segments and absurdly long identifiers, which would address another endpoint, before any call", async () => {
    const { api } = stubClient(stub);
    const attempts = [
      api.candidates.reportIp("..", {
        ipAddress: "8.8.8.8",
        observedAt: "2026-01-01T00:00:00Z",
        source: "office network",
      }),
      api.candidates.getByEmail(".."),
      api.candidates.get("."),
      api.problems.get(".."),
      api.results.get("x".repeat(513)),
    ];
    for (const attempt of attempts) await expect(attempt).rejects.toBeInstanceOf(InvalidRequestError);
    expect(stub.requests).toHaveLength(0);
  });

  it("sends identifiers with dots inside them as they are", async () => {
    stub.handle(sequence({ status: 200, json: { candidate: candidate() } }));
    await stubClient(stub).api.candidates.getByEmail("ada.lovelace@example.com");
    expect(stub.requests[0]?.url).toBe("/api/public/candidates/email/ada.lovelace%40example.com");
  });

  it("sends the ATS filter of the candidate list only as a pair", async () => {
    stub.handle(
      sequence({
        status: 200,
        json: { candidates: [candidate({ integrationSource: "greenhouse", externalId: "gh 1" })] },
      }),
    );
    const { api } = stubClient(stub);
    await expect(api.candidates.list({ integrationSource: "greenhouse", externalId: "gh 1" })).resolves.toHaveLength(1);
    expect(stub.requests[0]?.url).toBe("/api/public/candidates?integrationSource=greenhouse&externalId=gh+1");
    const error = await api.candidates.list({ integrationSource: "greenhouse" }).catch((e: unknown) => e);
    expect((error as InvalidRequestError).field).toBe("externalId");
    expect(stub.requests).toHaveLength(1);
  });

  it("pages assessments with the spec's defaults and refuses an out-of-range pageSize", async () => {
    stub.handle(sequence({ status: 200, json: page(1, 100, 3) }, { status: 200, json: page(2, 5, 12) }));
    const { api } = stubClient(stub);
    await api.assessments.list();
    await api.assessments.list({ page: 2, pageSize: 5 });
    expect(stub.requests.map((r) => r.url)).toEqual([
      "/api/public/assessments?page=1&pageSize=100",
      "/api/public/assessments?page=2&pageSize=5",
    ]);
    await expect(api.assessments.list({ pageSize: 1001 })).rejects.toBeInstanceOf(InvalidRequestError);
  });

  it("updates a problem with only the fields given; null clears expirationDays", async () => {
    stub.handle(sequence({ status: 200, json: { problem: problem() } }));
    const { api } = stubClient(stub);
    await api.problems.update("prob_1", { problemTitle: "Queues" });
    await api.problems.update("prob_1", { expirationDays: null });
    expect(stub.requests.map((r) => [r.method, r.json])).toEqual([
      ["PATCH", { problemTitle: "Queues" }],
      ["PATCH", { expirationDays: null }],
    ]);
  });

  it("refuses an update the spec forbids, naming the field", async () => {
    const error = await stubClient(stub)
      .api.problems.update("prob_1", { includeAiUsageScoring: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as InvalidRequestError).field).toBe("includeAiUsageScoring");
    expect(stub.requests).toHaveLength(0);
  });

  it("creates a problem and a candidate from validated bodies", async () => {
    stub.handle(
      sequence(
        { status: 200, json: { success: true, problemId: "prob_9" } },
        { status: 200, json: { success: true, identifier: "cand_9" } },
      ),
    );
    const { api } = stubClient(stub);
    await expect(
      api.problems.create({ jobDescription: "Backend engineer", desiredTime: 45, experienceLevel: "senior" }),
    ).resolves.toMatchObject({ problemId: "prob_9" });
    await expect(api.candidates.create({ name: "Ada", email: "ada@example.com" })).resolves.toMatchObject({
      identifier: "cand_9",
    });
    expect(stub.requests.map((r) => r.json)).toEqual([
      { jobDescription: "Backend engineer", desiredTime: 45, experienceLevel: "senior" },
      { name: "Ada", email: "ada@example.com" },
    ]);
  });
});

describe("Scout multipart body", () => {
  const queued = { status: 202, json: { status: "processing", candidateIdentifier: "cand_1", message: "Queued" } };

  it("sends text parts and one `resumes` file part per resume, Blob or bytes", async () => {
    stub.handle(sequence(queued));
    const resumes = [
      { name: "cv.pdf", type: "application/pdf", data: new TextEncoder().encode("%PDF-1.4 one") },
      { name: "cv.docx", type: "", data: new Blob(["docx bytes"]) },
    ];
    const input = {
      phone: "+14155550100",
      linkedinUrl: "https://linkedin.com/in/ada",
      githubUrl: "https://github.com/ada",
      resumes,
    };
    await expect(stubClient(stub).api.candidates.triggerScout("cand_1", input)).resolves.toMatchObject({
      status: "processing",
    });

    const request = stub.requests[0]!;
    expect(request.url).toBe("/api/public/candidates/cand_1/scout");
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formOf(request);
    expect([form.get("phone"), form.get("linkedinUrl"), form.get("githubUrl")]).toEqual([
      input.phone,
      input.linkedinUrl,
      input.githubUrl,
    ]);
    const files = form.getAll("resumes") as File[];
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ["cv.pdf", "application/pdf"],
      ["cv.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"], // from the extension
    ]);
    expect(await files[0]!.text()).toBe("%PDF-1.4 one");
    expect(await files[1]!.text()).toBe("docx bytes");
  });

  it("sends no parts for what is not given", async () => {
    stub.handle(sequence(queued));
    await stubClient(stub).api.candidates.triggerScout("cand_1");
    const form = await formOf(stub.requests[0]!);
    expect([...form.keys()]).toEqual([]);
  });

  it("refuses more than 10 resumes and non-resume files before sending", async () => {
    const { api } = stubClient(stub);
    const pdf = { name: "cv.pdf", type: "application/pdf", data: new Uint8Array(4) };
    const tooMany = await api.candidates
      .triggerScout("cand_1", { resumes: Array.from({ length: 11 }, () => pdf) })
      .catch((e: unknown) => e);
    expect((tooMany as InvalidRequestError).field).toBe("resumes");
    const image = await api.candidates
      .triggerScout("cand_1", { resumes: [{ name: "me.png", type: "image/png", data: new Uint8Array(4) }] })
      .catch((e: unknown) => e);
    expect((image as InvalidRequestError).field).toBe("resumes[0].type");
    expect(stub.requests).toHaveLength(0);
  });
});
