/**
 * The operation a screening-API path names, as a metric label: the route template, never the identifiers in it
 * (a label per candidate would grow without bound and carry personal data such as emails).
 */
const templates: Record<string, (rest: string[]) => string | null> = {
  candidates: (rest) =>
    rest.length === 0
      ? "/candidates"
      : rest[0] === "email" && rest.length === 2
        ? "/candidates/email/{email}"
        : rest.length === 1
          ? "/candidates/{id}"
          : rest.length === 2 && (rest[1] === "ip-telemetry" || rest[1] === "scout")
            ? `/candidates/{id}/${rest[1]}`
            : null,
  problems: (rest) =>
    rest.length === 0
      ? "/problems"
      : rest.length === 1
        ? "/problems/{id}"
        : rest.length === 2 && rest[1] === "shared"
          ? "/problems/{id}/shared"
          : null,
  assessments: (rest) =>
    rest.length === 0
      ? "/assessments"
      : rest[0] === "candidate" && rest.length === 2
        ? "/assessments/candidate/{id}"
        : rest.length === 1
          ? "/assessments/{id}"
          : null,
  results: (rest) =>
    rest.length === 1
      ? "/results/{id}"
      : rest.length === 2 && (rest[1] === "shared" || rest[1] === "pdf")
        ? `/results/{id}/${rest[1]}`
        : null,
};

/** `GET /candidates/{id}` for `GET /api/public/candidates/c_1?x=y`; `GET other` for a path outside the spec. */
export function apiOperation(method: string, path: string): string {
  const segments = (path.split("?", 1)[0] ?? "").split("/").filter(Boolean);
  const [api, visibility, resource = "", ...rest] = segments;
  const template =
    api === "api" && visibility === "public" && Object.hasOwn(templates, resource) ? templates[resource]!(rest) : null;
  return `${method} ${template ?? "other"}`;
}
