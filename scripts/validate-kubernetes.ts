import { readFileSync } from "node:fs";
import { parseAllDocuments } from "yaml";

/**
 * Validates rendered Kubernetes manifests (`kubectl kustomize … | tsx scripts/validate-kubernetes.ts`) offline
 * against the Kubernetes API's own schemas, as compiled by kubernetes-models: every object must be of a known
 * apiVersion and kind and match its schema (types, required fields, enums). Prints one line per object and ends with
 * `N passed, N failed`; exits non-zero when any failed.
 */
type Manifest = { apiVersion?: unknown; kind?: unknown; metadata?: { name?: unknown } };
type ModelClass = new (data: object) => { validate(): void };

/** `policy/v1` → `kubernetes-models/policy/v1/<kind>`; the core group (`v1`) is `kubernetes-models/v1/<kind>`. */
async function modelOf(apiVersion: string, kind: string): Promise<ModelClass | null> {
  if (!/^([a-z0-9.-]+\/)?v[0-9a-z]+$/.test(apiVersion) || !/^[A-Za-z]+$/.test(kind)) return null;
  try {
    const loaded = (await import(`kubernetes-models/${apiVersion}/${kind}`)) as Record<string, unknown>;
    return (loaded[kind] as ModelClass | undefined) ?? null;
  } catch {
    return null;
  }
}

async function check(manifest: Manifest): Promise<string | null> {
  if (typeof manifest.apiVersion !== "string" || typeof manifest.kind !== "string") return "no apiVersion or kind";
  const Model = await modelOf(manifest.apiVersion, manifest.kind);
  if (!Model) return `${manifest.apiVersion} ${manifest.kind} is not a Kubernetes API object`;
  try {
    new Model(manifest).validate();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function main() {
  const documents = parseAllDocuments(readFileSync(0, "utf8"));
  let passed = 0;
  let failed = 0;
  for (const document of Array.isArray(documents) ? documents : [documents]) {
    const manifest = document.toJS() as Manifest | null;
    if (!manifest) continue;
    const name = `${String(manifest.kind)} ${String(manifest.metadata?.name)}`;
    const problem = document.errors.length ? document.errors[0]!.message : await check(manifest);
    if (problem) failed++;
    else passed++;
    console.log(problem ? `✗ ${name}: ${problem}` : `✓ ${name}`);
  }
  if (passed + failed === 0) {
    console.log("✗ no object to validate");
    failed++;
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

void main();
