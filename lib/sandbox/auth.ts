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

/** The organization owning the `x-api-key` of a request, or null when it is missing or unknown. */
export async function findCaller(request: Request): Promise<Caller | null> {
  const key = request.headers.get("x-api-key");
  if (!key) return null;
  const keyHash = hashApiKey(key);
  const row = await db.sandboxApiKey.findUnique({ where: { keyHash }, include: { organization: true } });
  return row ? { organization: row.organization, keyHash } : null;
}
