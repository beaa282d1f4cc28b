import "server-only";
import { db } from "@/lib/db/client";
import { newShareToken } from "./ids";

export type ShareKind = "problem" | "results";

const paths: Record<ShareKind, string> = { problem: "/share/problems/", results: "/share/results/" };

/**
 * The public link of a problem PDF (4.8) or of results (4.16): one unguessable token per target, reused on
 * every call so a link handed out once keeps working.
 */
export async function shareLink(
  organizationId: string,
  kind: ShareKind,
  targetId: string,
  origin: string,
): Promise<string> {
  const row = await db.sandboxShareLink.upsert({
    where: { kind_targetId: { kind, targetId } },
    create: { token: newShareToken(), organizationId, kind, targetId },
    update: {},
  });
  return `${origin}${paths[kind]}${row.token}`;
}

/** The target of a share token of `kind`, or null (unknown token, or a token of the other kind). */
export async function resolveShareToken(
  kind: ShareKind,
  token: string,
): Promise<{ organizationId: string; targetId: string } | null> {
  const row = await db.sandboxShareLink.findUnique({ where: { token } });
  return row && row.kind === kind ? { organizationId: row.organizationId, targetId: row.targetId } : null;
}
