import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConflictError, InvalidRequestError, NetworkError, ServerError, ValidationError } from "./errors";
import { stubClient } from "../../testing/screening-api/stub-client";
import { sequence, startStub, type Stub } from "../../testing/screening-api/stub-server";

let stub: Stub;
beforeEach(async () => {
  stub = await startStub();
});
afterEach(() => stub.stop());

const input = {
  candidateIdentifier: "cand_1",
  problemId: "prob_1",
  shouldSendEmail: false,
  inviteEmailLocale: "fr" as const,
};
const issued = { status: 200, json: { success: true, identifier: "int_new", message: "Assessment created" } };
const alreadyExists = {
  status: 409,
  json: {
    success: false,
    message: "An unstarted interview exists",
    errorCode: "INTERVIEW_ALREADY_EXISTS",
    identifier: "int_old",
  },
};
const creating = {
  status: 409,
  json: {
    success: false,
    message: "Problem is being created",
    errorCode: "PROBLEM_CREATING",
    problemId: "prob_1",
    problemStatus: "Creating",
    retryable: true,
  },
};

describe("assessments.issue", () => {
  it("posts the body and returns the new identifier", async () => {
    stub.handle(sequence(issued));
    await expect(stubClient(stub).api.assessments.issue(input)).resolves.toEqual({
      outcome: "issued",
      identifier: "int_new",
    });
    expect(stub.requests[0]).toMatchObject({ method: "POST", url: "/api/public/assessments", json: input });
    expect(stub.requests[0]?.headers["content-type"]).toBe("application/json");
  });

  it("turns 409 INTERVIEW_ALREADY_EXISTS into already-issued with the existing identifier", async () => {
    stub.handle(sequence(alreadyExists));
    await expect(stubClient(stub).api.assessments.issue(input)).resolves.toEqual({
      outcome: "already-issued",
      identifier: "int_old",
    });
    expect(stub.requests).toHaveLength(1);
  });

  it("retries PROBLEM_CREATING with a longer backoff, then succeeds", async () => {
    stub.handle(sequence(creating, creating, issued));
    const { api, delays } = stubClient(stub);
    await expect(api.assessments.issue(input)).resolves.toEqual({ outcome: "issued", identifier: "int_new" });
    expect(delays).toEqual([1500, 3000]); // random 0.5 over ceilings of 2 s and 4 s
  });

  it("throws the PROBLEM_CREATING conflict once 3 attempts are used", async () => {
    stub.handle(sequence(creating));
    const error = await stubClient(stub)
      .api.assessments.issue(input)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).conflict).toMatchObject({
      errorCode: "PROBLEM_CREATING",
      problemId: "prob_1",
      retryable: true,
    });
    expect(stub.requests).toHaveLength(3);
  });

  it("retries 429 after Retry-After, then reports already-issued if the first attempt went through", async () => {
    stub.handle(
      sequence(
        { status: 429, json: { error: "Too Many Requests", message: "Slow down" }, headers: { "retry-after": "1" } },
        alreadyExists,
      ),
    );
    const { api, delays } = stubClient(stub);
    await expect(api.assessments.issue(input)).resolves.toEqual({ outcome: "already-issued", identifier: "int_old" });
    expect(delays).toEqual([1000]);
  });

  it.each([
    ["400", { status: 400, json: { error: "Bad Request", message: "Invalid problem" } }, ValidationError],
    ["500", { status: 500, json: { error: "Internal Server Error", message: "Oops" } }, ServerError],
    ["a dropped connection", { drop: true } as const, NetworkError],
  ])("does not retry %s: the screen may or may not exist", async (_, reply, type) => {
    stub.handle(sequence(reply, issued));
    await expect(stubClient(stub).api.assessments.issue(input)).rejects.toBeInstanceOf(type);
    expect(stub.requests).toHaveLength(1);
  });

  it("refuses an invalid body before sending anything, naming the field", async () => {
    const error = await stubClient(stub)
      .api.assessments.issue({ ...input, submitterEmail: "not-an-email" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as InvalidRequestError).field).toBe("submitterEmail");
    expect(stub.requests).toHaveLength(0);
  });
});
