import "server-only";
import { appendFile } from "node:fs/promises";
import { conformanceChecker } from "@/lib/api-contract/conformance";
import { openApiDocument } from "@/lib/api-contract/openapi";

let check: ReturnType<typeof conformanceChecker> | undefined;

/**
 * Appends one JSON line to `file` when a sandbox response with a JSON body does not conform to the OpenAPI
 * document (SANDBOX_CONFORMANCE_LOG; the integration suite fails when the file is not empty).
 */
export async function logNonConforming(file: string, request: Request, response: Response): Promise<void> {
  if (!response.headers.get("content-type")?.startsWith("application/json")) return;
  check ??= conformanceChecker(openApiDocument());
  const observed = {
    method: request.method,
    path: new URL(request.url).pathname,
    status: response.status,
    body: await response.clone().json(),
  };
  const problems = check(observed);
  if (problems.length > 0) await appendFile(file, `${JSON.stringify({ ...observed, problems })}\n`);
}
