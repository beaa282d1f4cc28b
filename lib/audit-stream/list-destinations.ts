import "server-only";
import { X509Certificate } from "node:crypto";
import { db } from "@/lib/db/client";
import type { AuditDestinationKind } from "./destination-kinds";
import { MAX_AUDIT_DESTINATIONS } from "./destination-schemas";

/** What the admin's page shows of a destination: never its URL, secret or key material. */
export interface AuditDestinationView {
  id: string;
  name: string;
  kind: AuditDestinationKind;
  target: string;
  /** The subject of the first pasted CA certificate; null when the public CAs are trusted. */
  caSubject: string | null;
  paused: boolean;
  deliveredSeq: string;
  /** Entries written and not yet acknowledged by this destination. */
  lag: string;
  lastDeliveredAt: Date | null;
  lastFailedAt: Date | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
}

const subjectOf = (pem: string | null) => {
  if (!pem) return null;
  try {
    return new X509Certificate(pem).subject.replace(/\n/g, ", ");
  } catch {
    return "unreadable certificate";
  }
};

/** Every destination (ten at most) with its lag behind the chain's head (one row: the lag costs no count). */
export async function listAuditDestinations(): Promise<AuditDestinationView[]> {
  const [rows, head] = await Promise.all([
    db.auditDestination.findMany({ orderBy: { createdAt: "asc" }, take: MAX_AUDIT_DESTINATIONS }),
    db.auditChainHead.findUnique({ where: { id: 1 } }),
  ]);
  const headSeq = head?.seq ?? 0n;
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind as AuditDestinationKind,
    target: r.target,
    caSubject: subjectOf(r.caPem),
    paused: r.paused,
    deliveredSeq: r.deliveredSeq.toString(),
    lag: (headSeq > r.deliveredSeq ? headSeq - r.deliveredSeq : 0n).toString(),
    lastDeliveredAt: r.lastDeliveredAt,
    lastFailedAt: r.lastFailedAt,
    lastError: r.lastError,
    nextAttemptAt: r.failures > 0 ? r.nextAttemptAt : null,
  }));
}
