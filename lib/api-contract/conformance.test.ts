import { describe, expect, it } from "vitest";
import { conformanceChecker } from "./conformance";
import { openApiDocument } from "./openapi";

const check = conformanceChecker(openApiDocument());
const problem = {
  id: "prob_1",
  name: "Queues",
  duration: 45,
  candidateSummary: "",
  problemSummary: "",
  scoringCategories: [],
};

describe("conformanceChecker", () => {
  it("accepts conforming bodies, with unknown status values and extra fields", () => {
    expect(
      check({
        method: "GET",
        path: "/api/public/problems/prob_1",
        status: 200,
        body: { problem: { ...problem, status: "Paused", extra: true } },
      }),
    ).toEqual([]);
    expect(
      check({
        method: "POST",
        path: "/api/public/candidates/cand_1/ip-telemetry",
        status: 202,
        body: { status: "accepted", id: "ipr_1", duplicate: false },
      }),
    ).toEqual([]);
    const creating = {
      success: false,
      message: "Still creating",
      errorCode: "PROBLEM_CREATING",
      problemId: "prob_1",
      problemStatus: "Creating",
      retryable: true,
    };
    expect(check({ method: "POST", path: "/api/public/assessments", status: 409, body: creating })).toEqual([]);
    expect(
      check({
        method: "GET",
        path: "/api/public/candidates/email/a@example.com",
        status: 404,
        body: { error: "Not Found", message: "No candidate" },
      }),
    ).toEqual([]);
  });

  it("names what does not conform", () => {
    expect(
      check({
        method: "GET",
        path: "/api/public/problems/prob_1",
        status: 200,
        body: { problem: { ...problem, duration: "45" } },
      }),
    ).toEqual(["GET /api/public/problems/{problemId} 200: /problem/duration must be integer"]);
    expect(
      check({
        method: "POST",
        path: "/api/public/candidates/cand_1/ip-telemetry",
        status: 400,
        body: { error: "bad" },
      }),
    ).toEqual([
      "POST /api/public/candidates/{candidateId}/ip-telemetry 400: (body) must have required property 'details'",
    ]);
  });

  it("refuses a success status or an operation the document does not have", () => {
    expect(check({ method: "POST", path: "/api/public/candidates/cand_1/scout", status: 200, body: {} })).toEqual([
      "status 200 is not documented for POST /api/public/candidates/{candidateId}/scout",
    ]);
    expect(check({ method: "DELETE", path: "/api/public/candidates/cand_1", status: 200, body: {} })).toEqual([
      "no operation DELETE /api/public/candidates/cand_1 in the document",
    ]);
  });

  it("finds the operation of a concrete path under a templated one", () => {
    const body = {
      interviews: [
        {
          identifier: "int_1",
          candidateId: "cand_1",
          problemId: "prob_1",
          problemType: "technical-assessment",
          status: "Not Started",
          createdAt: "x",
          problemName: "Queues",
        },
      ],
    };
    expect(check({ method: "GET", path: "/api/public/assessments/candidate/cand_1", status: 200, body })).toEqual([]);
  });
});
