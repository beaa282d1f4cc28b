import { describe, expect, it } from "vitest";
import { apiOperation } from "./api-operation";

describe("apiOperation", () => {
  it.each([
    ["GET", "/api/public/candidates", "GET /candidates"],
    ["POST", "/api/public/candidates", "POST /candidates"],
    ["GET", "/api/public/candidates/c_123", "GET /candidates/{id}"],
    ["GET", "/api/public/candidates/email/ada%40example.com", "GET /candidates/email/{email}"],
    ["POST", "/api/public/candidates/c_1/ip-telemetry", "POST /candidates/{id}/ip-telemetry"],
    ["POST", "/api/public/candidates/c_1/scout", "POST /candidates/{id}/scout"],
    ["PATCH", "/api/public/problems/p_1", "PATCH /problems/{id}"],
    ["GET", "/api/public/problems/p_1/shared", "GET /problems/{id}/shared"],
    ["GET", "/api/public/assessments?page=3&pageSize=1000", "GET /assessments"],
    ["GET", "/api/public/assessments/candidate/c_9", "GET /assessments/candidate/{id}"],
    ["GET", "/api/public/assessments/int_1", "GET /assessments/{id}"],
    ["GET", "/api/public/results/int_1", "GET /results/{id}"],
    ["GET", "/api/public/results/int_1/pdf", "GET /results/{id}/pdf"],
  ])("%s %s is %s", (method, path, operation) => {
    expect(apiOperation(method, path)).toBe(operation);
  });

  it("never puts an identifier in the label, whatever the path", () => {
    expect(apiOperation("GET", "/api/public/results/int_1/secret/extra")).toBe("GET other");
    expect(apiOperation("GET", "/api/public/constructor/x")).toBe("GET other");
    expect(apiOperation("GET", "/elsewhere/ada@example.com")).toBe("GET other");
  });
});
