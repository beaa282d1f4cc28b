import type { RegistryEntry } from "./registry";

/** One registry line as the table shows it: plain, serializable values. */
export interface RegistryRow {
  problemId: string;
  name: string;
  status: string | null;
  type: string | null;
  policy: string | null;
  origin: string;
  lastFetchedAt: string | null;
  lastError: string | null;
}

const policyOf = (snapshot: unknown) => {
  const mode = (snapshot as { externalResourceMode?: unknown } | null)?.externalResourceMode;
  return typeof mode === "string" ? mode : null;
};

export function toRegistryRow(
  entry: Pick<
    RegistryEntry,
    "problemId" | "name" | "status" | "type" | "snapshot" | "origin" | "lastFetchedAt" | "lastError"
  >,
): RegistryRow {
  return {
    problemId: entry.problemId,
    name: entry.name,
    status: entry.status,
    type: entry.type,
    policy: policyOf(entry.snapshot),
    origin: entry.origin,
    lastFetchedAt: entry.lastFetchedAt?.toISOString() ?? null,
    lastError: entry.lastError,
  };
}
