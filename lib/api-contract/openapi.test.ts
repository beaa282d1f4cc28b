import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { limits } from "./limits";
import { openApiDocument } from "./openapi";

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; schema: Json }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
}

const document = openApiDocument();
const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({ path, method, ...operation })),
);
const byId = (id: string) => {
  const found = operations.find((o) => o.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};
const bodyField = (id: string, field: string, mediaType = "application/json") =>
  (byId(id).requestBody?.content[mediaType]?.schema.properties as Record<string, Json>)[field];
const components = (document.components?.schemas ?? {}) as Record<string, Json>;

/** Every schema object reachable from `schema`, following $refs into the components once each. */
function* schemasIn(schema: unknown, seen = new Set<string>()): Generator<Json> {
  if (Array.isArray(schema)) {
    for (const item of schema) yield* schemasIn(item, seen);
    return;
  }
  if (typeof schema !== "object" || schema === null) return;
  const object = schema as Json;
  if (typeof object.$ref === "string") {
    if (seen.has(object.$ref)) return;
    seen.add(object.$ref);
    yield* schemasIn(components[object.$ref.replace("#/components/schemas/", "")], seen);
    return;
  }
  yield object;
  for (const value of Object.values(object)) yield* schemasIn(value, seen);
}

const responseSchemas = operations.flatMap((o) =>
  Object.values(o.responses).flatMap((r) => Object.values(r.content ?? {}).map((c) => c.schema)),
);

describe("openApiDocument", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("describes the 17 operations of spec part 4, each with its own id", () => {
    expect(operations).toHaveLength(17);
    expect(new Set(operations.map((o) => o.operationId)).size).toBe(17);
    expect(operations.every((o) => o.path.startsWith("/api/public/"))).toBe(true);
  });

  it("requires the x-api-key header on every operation", () => {
    expect(document.components?.securitySchemes).toEqual({
      apiKey: { type: "apiKey", in: "header", name: "x-api-key" },
    });
    expect(document.security).toEqual([{ apiKey: [] }]);
    expect(operations.every((o) => "401" in o.responses)).toBe(true);
  });

  it("answers 202 for IP telemetry and Scout, 200 for the others", () => {
    const success = (id: string) => Object.keys(byId(id).responses).filter((status) => status.startsWith("2"));
    expect(success("reportIpTelemetry")).toEqual(["202"]);
    expect(success("triggerScout")).toEqual(["202"]);
    const others = operations.filter((o) => !["reportIpTelemetry", "triggerScout"].includes(o.operationId));
    expect(others.every((o) => success(o.operationId).join() === "200")).toBe(true);
  });

  it("keeps status, type, risk and level values open strings and lets responses carry more fields", () => {
    const open = [
      "status",
      "problemStatus",
      "type",
      "problemType",
      "risk",
      "level",
      "external_resource_mode",
      "externalResourceMode",
    ];
    let checked = 0;
    for (const schema of responseSchemas.flatMap((s) => [...schemasIn(s)])) {
      expect(schema.additionalProperties).not.toBe(false);
      for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
        if (!open.includes(name)) continue;
        checked++;
        expect(property, name).toEqual({ type: "string" });
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("carries the request limits of spec part 8", () => {
    expect(bodyField("createProblem", "desiredTime")).toMatchObject({
      type: "integer",
      minimum: limits.desiredTime.min,
      maximum: limits.desiredTime.max,
    });
    expect(bodyField("updateProblem", "problemTitle")).toMatchObject({
      minLength: limits.problemTitle.min,
      maxLength: limits.problemTitle.max,
    });
    expect(bodyField("updateProblem", "expirationDays")).toMatchObject({
      anyOf: [
        { type: "integer", minimum: limits.expirationDays.min, maximum: limits.expirationDays.max },
        { type: "null" },
      ],
    });
    expect(bodyField("reportIpTelemetry", "source")).toMatchObject({
      minLength: limits.ipSource.min,
      maxLength: limits.ipSource.max,
    });
    expect(bodyField("triggerScout", "resumes", "multipart/form-data")).toMatchObject({
      maxItems: limits.scout.maxResumes,
      items: { format: "binary", maxLength: limits.scout.maxResumeBytes },
    });
    const query = Object.fromEntries((byId("listAssessments").parameters ?? []).map((p) => [p.name, p.schema]));
    expect(query.page).toEqual({ type: "integer", minimum: 1, default: 1 });
    expect(query.pageSize).toEqual({ type: "integer", minimum: 1, maximum: 1000, default: 100 });
  });

  it("gives the error shapes of spec part 7 for the statuses it lists", () => {
    const schemaOf = (id: string, status: string) => byId(id).responses[status]?.content?.["application/json"]?.schema;
    expect(Object.keys(byId("issueScreen").responses)).toEqual(["200", "400", "401", "409", "429", "500", "default"]);
    expect(schemaOf("issueScreen", "400")).toEqual({ $ref: "#/components/schemas/MessageError" });
    expect(schemaOf("issueScreen", "409")?.oneOf).toEqual([
      { $ref: "#/components/schemas/InterviewAlreadyExists" },
      { $ref: "#/components/schemas/ProblemCreating" },
    ]);
    expect(schemaOf("createProblem", "422")).toEqual({ $ref: "#/components/schemas/JobNotServable" });
    expect(schemaOf("getProblem", "401")).toEqual({ $ref: "#/components/schemas/ProblemError" });
    expect(schemaOf("reportIpTelemetry", "default")).toEqual({ $ref: "#/components/schemas/IpTelemetryError" });
    expect(components.IpTelemetryError?.required).toEqual(["error", "details"]);
  });
});
