import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { describeApiError } from "./describe-error";
import {
  ConflictError,
  ForbiddenError,
  JobNotServableError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  ScreeningApiError,
  ServerError,
  TimeoutError,
  UnauthorizedError,
  ValidationError,
} from "./errors";
import { stubClient } from "../../testing/screening-api/stub-client";
import { sequence, startStub, type Stub } from "../../testing/screening-api/stub-server";

let stub: Stub;
beforeEach(async () => {
  stub = await startStub();
});
afterEach(() => stub.stop());

describe("typed errors", () => {
  it("401 → UnauthorizedError carrying status, method, path, body and the API's message", async () => {
    const body = { error: "Unauthorized", message: "Invalid API key" };
    stub.handle(sequence({ status: 401, json: body }));
    const error = await stubClient(stub)
      .api.candidates.get("cand 1")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({
      kind: "unauthorized",
      status: 401,
      method: "GET",
      path: "/api/public/candidates/cand%201",
      body,
      message: "Invalid API key",
    });
    expect(stub.requests).toHaveLength(1);
  });

  it("403 → ForbiddenError; 404 → NotFoundError with the problems endpoints' `error` as message", async () => {
    stub.handle(
      sequence(
        { status: 403, json: { error: "Create problem is not enabled" } },
        { status: 404, json: { error: "Problem not found" } },
      ),
    );
    const { api } = stubClient(stub);
    await expect(api.problems.create({ jobDescription: "Backend engineer", desiredTime: 45 })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    const notFound = await api.problems.get("prob_x").catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(NotFoundError);
    expect(notFound).toMatchObject({ status: 404, message: "Problem not found" });
  });

  it("400 → ValidationError with the message and any code", async () => {
    stub.handle(
      sequence({
        status: 400,
        json: { error: "Bad Request", message: "Invalid candidate", code: "INVALID_CANDIDATE" },
      }),
    );
    const error = await stubClient(stub)
      .api.candidates.create({ name: "Ada", email: "ada@example.com" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      status: 400,
      method: "POST",
      code: "INVALID_CANDIDATE",
      message: "Invalid candidate",
    });
  });

  it("422 JOB_NOT_SERVABLE → JobNotServableError, a ValidationError whose message is the explanation", async () => {
    const body = {
      success: false,
      error: "Job not servable",
      code: "JOB_NOT_SERVABLE",
      explanation: "Nursing is not a coding role.",
    };
    stub.handle(sequence({ status: 422, json: body }));
    const error = await stubClient(stub)
      .api.problems.create({ jobDescription: "ICU nurse", desiredTime: 30 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobNotServableError);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      status: 422,
      code: "JOB_NOT_SERVABLE",
      explanation: "Nursing is not a coding role.",
      message: "Nursing is not a coding role.",
    });
    expect(describeApiError(error)).toEqual({
      title: "This role can't become a coding assessment",
      detail: "Nursing is not a coding role.",
    });
  });

  it("409 → ConflictError discriminated on errorCode, unknown codes included", async () => {
    const creating = {
      success: false,
      message: "Problem is still being created",
      errorCode: "PROBLEM_CREATING",
      problemId: "p1",
      problemStatus: "Creating",
      retryable: true,
    };
    stub.handle(
      sequence(
        { status: 409, json: creating },
        { status: 409, json: { success: false, message: "Archived", errorCode: "PROBLEM_ARCHIVED" } },
      ),
    );
    const { api } = stubClient(stub);
    const known = await api.problems.update("p1", { desiredTime: 40 }).catch((e: unknown) => e);
    expect(known).toBeInstanceOf(ConflictError);
    expect((known as ConflictError).conflict).toEqual(creating);
    const unknown = await api.problems.update("p1", { desiredTime: 40 }).catch((e: unknown) => e);
    expect((unknown as ConflictError).conflict).toEqual({ errorCode: "unknown", received: "PROBLEM_ARCHIVED" });
    expect((unknown as ConflictError).message).toBe("Archived");
  });

  it("429 → RateLimitedError with Retry-After in seconds, described with the wait", async () => {
    stub.handle(
      sequence({
        status: 429,
        json: { error: "Too Many Requests", message: "Rate limit exceeded" },
        headers: { "retry-after": "7" },
      }),
    );
    const error = await stubClient(stub)
      .api.candidates.create({ name: "Ada", email: "ada@example.com" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 7 });
    expect(describeApiError(error)).toEqual({
      title: "The screening service is busy",
      detail: "Try again in 7 seconds.",
    });
  });

  it("5xx → ServerError keeping a non-JSON body as text", async () => {
    stub.handle(sequence({ status: 502, text: "<html>Bad gateway</html>", headers: { "content-type": "text/html" } }));
    const error = await stubClient(stub)
      .api.candidates.create({ name: "Ada", email: "ada@example.com" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({
      status: 502,
      body: "<html>Bad gateway</html>",
      message: "The screening service answered 502 Bad Gateway",
    });
  });

  it("an unlisted status → the base ScreeningApiError", async () => {
    stub.handle(sequence({ status: 418, json: { error: "Teapot", message: "I am a teapot" } }));
    const error = await stubClient(stub)
      .api.candidates.create({ name: "Ada", email: "ada@example.com" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScreeningApiError);
    expect(error).toMatchObject({ kind: "http", status: 418, message: "I am a teapot" });
  });

  it("no answer at all → NetworkError without status", async () => {
    stub.handle(sequence({ drop: true }));
    const error = await stubClient(stub)
      .api.candidates.create({ name: "Ada", email: "ada@example.com" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ status: undefined, method: "POST", path: "/api/public/candidates" });
  });

  it("no answer in time → TimeoutError naming the timeout", async () => {
    stub.handle(sequence({ hang: true }));
    const error = await stubClient(stub, { timeoutMs: 50, maxAttempts: 1 })
      .api.assessments.get("int_1")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 50, method: "GET", path: "/api/public/assessments/int_1" });
  });
});

describe("describeApiError", () => {
  it("explains errors that are not the client's in general words", () => {
    expect(describeApiError(new Error("boom")).title).toBe("Something went wrong");
  });

  it("explains already-issued and still-creating conflicts in a recruiter's terms", () => {
    const context = { status: 409, method: "POST", path: "/api/public/assessments", body: {} };
    const existing = new ConflictError("x", context, {
      success: false,
      message: "x",
      errorCode: "INTERVIEW_ALREADY_EXISTS",
      identifier: "int_1",
    });
    expect(describeApiError(existing).title).toBe("Already issued");
    const unknown = new ConflictError("Locked by another run", context, { errorCode: "unknown", received: undefined });
    expect(describeApiError(unknown).detail).toBe("Locked by another run");
  });
});
