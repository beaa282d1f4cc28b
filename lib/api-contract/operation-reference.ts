import type { OpenApiDocument } from "./openapi";

/** A parameter or body field as a reader needs it: where it goes, whether it is required, its type and limits. */
export interface FieldReference {
  name: string;
  location: string;
  required: boolean;
  type: string;
  limits: string[];
}

export interface StatusReference {
  status: string;
  description: string;
}

/** One operation of the OpenAPI document, flattened for the reference page. */
export interface OperationReference {
  id: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  description?: string;
  fields: FieldReference[];
  bodyMediaType?: string;
  success: StatusReference[];
  errors: StatusReference[];
}

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string }>;
}

const schemas = (value: unknown) => (Array.isArray(value) ? (value as Schema[]) : []);

function typeOf(schema: Schema): string {
  if (schema.type === undefined && Array.isArray(schema.anyOf)) return schemas(schema.anyOf).map(typeOf).join(" or ");
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : String(schema.type ?? "any");
  if (type === "array") return `array of ${typeOf(schema.items as Schema)}`;
  if (schema.format === "binary") return "file";
  return schema.format ? `${type} (${String(schema.format)})` : type;
}

function range(min: unknown, max: unknown, unit = ""): string[] {
  const of = (n: unknown) => (unit ? `${n} ${unit}${n === 1 ? "" : "s"}` : String(n));
  if (min !== undefined && max !== undefined) return [`${min} to ${of(max)}`];
  if (min !== undefined) return [`at least ${of(min)}`];
  if (max !== undefined) return [`at most ${of(max)}`];
  return [];
}

function limitsOf(schema: Schema): string[] {
  const mediaTypes = schemas(schema.anyOf).flatMap((s) =>
    typeof s.contentMediaType === "string" ? [s.contentMediaType] : [],
  );
  const file = schema.format === "binary";
  return [
    ...schemas(schema.anyOf).flatMap(limitsOf),
    ...(Array.isArray(schema.enum) ? [`one of ${schema.enum.join(", ")}`] : []),
    ...(file && typeof schema.maxLength === "number" ? [`at most ${schema.maxLength / 1024 / 1024} MB each`] : []),
    ...(file ? [] : range(schema.minLength, schema.maxLength, "character")),
    ...(mediaTypes.length > 0 ? [`media types ${mediaTypes.join(", ")}`] : []),
    ...range(schema.minimum, schema.maximum),
    ...range(schema.minItems, schema.maxItems, "item"),
    ...(schema.items ? limitsOf(schema.items as Schema) : []),
    ...(schema.default === undefined ? [] : [`default ${JSON.stringify(schema.default)}`]),
  ];
}

const field = (name: string, location: string, required: boolean, schema: Schema): FieldReference => ({
  name,
  location,
  required,
  type: typeOf(schema),
  limits: limitsOf(schema),
});

/** The document's operations in path order, each with its parameters, body fields and statuses. */
export function operationReferences(document: OpenApiDocument): OperationReference[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, operation]) => {
      const [bodyMediaType, body] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const required = new Set((body?.schema.required ?? []) as string[]);
      const statuses = Object.entries(operation.responses).map(([status, response]) => ({
        status,
        description: response.description,
      }));
      return {
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        tag: operation.tags[0] ?? "",
        summary: operation.summary,
        description: operation.description,
        fields: [
          ...(operation.parameters ?? []).map((p) => field(p.name, p.in, p.required ?? false, p.schema)),
          ...Object.entries((body?.schema.properties ?? {}) as Record<string, Schema>).map(([name, schema]) =>
            field(name, "body", required.has(name), schema),
          ),
        ],
        bodyMediaType,
        success: statuses.filter((s) => s.status.startsWith("2")),
        errors: statuses.filter((s) => !s.status.startsWith("2")),
      };
    }),
  );
}
