import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db/client";
import type { SandboxOrganization } from "@/lib/db/generated/client";

/** Keys are stored as SHA-256 hex only; a leaked table does not leak a usable key. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

export interface Caller {
  organization: SandboxOrganization;
  keyHash: string;
}

/**
 * How long this instance trusts what it read of a key's organization. A change made here is seen at once
 * (see forgetOrganization); one made on another instance, or in SQL, within this time. Without it every call
 * paid a database round trip before doing any work (bench measure 6).
 */
const CALLER_TTL_MS = 1000;
const callers = new Map<string, { caller: Caller; readAt: number }>();
/** Bumped by every forgetOrganization: a read that began before a change must not store what it read. */
let generation = 0;

/** The organization owning the `x-api-key` of a request, or null when it is missing or unknown. */
export async function findCaller(request: Request, now = Date.now()): Promise<Caller | null> {
  const key = request.headers.get("x-api-key");
  if (!key) return null;
  const keyHash = hashApiKey(key);
  const cached = callers.get(keyHash);
  if (cached && now - cached.readAt < CALLER_TTL_MS) return cached.caller;
  const readFrom = generation;
  const row = await db.sandboxApiKey.findUnique({ where: { keyHash }, include: { organization: true } });
  if (!row) {
    callers.delete(keyHash);
    return null;
  }
  const caller = { organization: row.organization, keyHash };
  // A change made while this read was in flight (fault settings reset by a test, a key revoked) wins over it.
  if (readFrom === generation) callers.set(keyHash, { caller, readAt: now });
  return caller;
}

/** Called after this instance changes an organization, so its next call sees the change. */
export function forgetOrganization(organizationId: string) {
  generation += 1;
  for (const [keyHash, { caller }] of callers) if (caller.organization.id === organizationId) callers.delete(keyHash);
}
