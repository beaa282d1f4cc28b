import { describe, expect, it } from "vitest";
import { openApiDocument } from "./openapi";
import { operationReferences } from "./operation-reference";

const references = operationReferences(openApiDocument());
const byId = (id: string) => references.find((r) => r.id === id)!;
const fieldOf = (id: string, name: string) => byId(id).fields.find((f) => f.name === name);

describe("operationReferences", () => {
  it("lists the 17 operations with method, path and statuses", () => {
    expect(references).toHaveLength(17);
    expect(byId("reportIpTelemetry")).toMatchObject({
      method: "POST",
      path: "/api/public/candidates/{candidateId}/ip-telemetry",
      tag: "Candidates",
    });
    expect(byId("reportIpTelemetry").success.map((s) => s.status)).toEqual(["202"]);
    expect(byId("issueScreen").errors.map((s) => s.status)).toEqual(["400", "401", "409", "429", "500", "default"]);
  });

  it("describes parameters and body fields with their limits", () => {
    expect(fieldOf("listAssessments", "pageSize")).toEqual({
      name: "pageSize",
      location: "query",
      required: false,
      type: "integer",
      limits: ["1 to 1000", "default 100"],
    });
    expect(fieldOf("updateProblem", "problemId")).toMatchObject({ location: "path", required: true });
    expect(fieldOf("updateProblem", "problemTitle")?.limits).toEqual(["1 to 255 characters"]);
    expect(fieldOf("updateProblem", "expirationDays")).toMatchObject({ type: "integer or null", limits: ["1 to 365"] });
    expect(fieldOf("createCandidate", "name")).toMatchObject({ required: true, limits: ["at least 1 character"] });
    expect(byId("triggerScout").bodyMediaType).toBe("multipart/form-data");
    expect(fieldOf("triggerScout", "resumes")).toMatchObject({
      type: "array of file",
      limits: ["at most 10 items", "at most 10 MB each", expect.stringContaining("application/pdf")],
    });
  });
});
