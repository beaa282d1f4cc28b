import { Ajv2020, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { OpenApiDocument } from "./openapi";

/** One response as it went over the wire: the request's method and concrete path, the status and the JSON body. */
export interface ObservedResponse {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

const DOCUMENT_ID = "openapi.json";

/** A JSON pointer (RFC 6901) to `segments`, written as a URI fragment. */
const pointer = (segments: string[]) =>
  segments.map((s) => `/${encodeURIComponent(s.replaceAll("~", "~0").replaceAll("/", "~1"))}`).join("");

/** `/a/{id}/b` as a regular expression matching one concrete path. */
const templatePattern = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`);

/**
 * A checker of responses against `document`: it finds the operation for the method and path, the response for the status (exact, then `4XX`, then `default`) and validates the body
 * against its `application/json` schema with ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1). It returns
 * what does not conform, as readable lines; none when the response conforms.
 */
export function conformanceChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document as object, DOCUMENT_ID);
  const routes = Object.entries(document.paths ?? {}).map(([template, item]) => ({
    template,
    pattern: templatePattern(template),
    item: item as Record<string, { responses?: Record<string, ResponseEntry> }>,
  }));
  const validators = new Map<string, ValidateFunction>();

  return function check({ method, path, status, body }: ObservedResponse): string[] {
    const verb = method.toLowerCase();
    const route = routes.find((r) => r.pattern.test(path) && r.item[verb]);
    if (!route) return [`no operation ${method} ${path} in the document`];
    const responses = route.item[verb]?.responses ?? {};
    const key = [String(status), `${String(status)[0]}XX`, "default"].find((k) => k in responses);
    // `default` stands for the error statuses the spec does not show, not for another success status.
    if (!key || (key === "default" && status < 400))
      return [`status ${status} is not documented for ${method} ${route.template}`];
    if (!responses[key]?.content?.["application/json"]?.schema)
      return [`${method} ${route.template} documents no JSON body for status ${key}`];
    const ref = `${DOCUMENT_ID}#${pointer(["paths", route.template, verb, "responses", key, "content", "application/json", "schema"])}`;
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (e) => `${method} ${route.template} ${status}: ${e.instancePath || "(body)"} ${e.message ?? "is invalid"}`,
    );
  };
}

interface ResponseEntry {
  content?: Record<string, { schema?: unknown }>;
}
