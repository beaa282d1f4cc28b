import "server-only";
import { canonicalIp, isPubliclyRoutableIp } from "@/lib/api-contract/ip-address";
import type { IpTelemetryRequest } from "@/lib/api-contract/requests";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { requireCandidate } from "./candidates";
import { badRequest } from "./http/errors";
import { newId } from "./ids";

/**
 * 4.13: stores a reading once per (candidate, address, observed instant): two spellings of one address and
 * two offsets of one instant are the same reading, reported back as `duplicate: true` with the first id.
 */
export async function reportIpTelemetry(organizationId: string, candidateId: string, input: IpTelemetryRequest) {
  const check = isPubliclyRoutableIp(input.ipAddress);
  if (!check.ok)
    throw badRequest(`ipAddress must be a publicly routable IPv4 or IPv6 address: ${check.reason}`, [
      { path: "ipAddress", message: check.reason },
    ]);
  const candidate = await requireCandidate(organizationId, candidateId);
  const key = {
    candidateId: candidate.id,
    ipAddress: canonicalIp(input.ipAddress),
    observedAt: new Date(input.observedAt),
  };
  const existing = await db.sandboxIpReading.findUnique({ where: { candidateId_ipAddress_observedAt: key } });
  if (existing) return { status: "accepted", id: existing.id, duplicate: true };
  try {
    // Enriched by the ticker once SANDBOX_IP_ENRICHMENT_DELAY_MS has passed (ip-enrichment.ts).
    const row = await db.sandboxIpReading.create({
      data: { id: newId("ipr"), organizationId, ...key, source: input.source },
    });
    return { status: "accepted", id: row.id, duplicate: false };
  } catch (error) {
    // A concurrent identical report won the insert: that one is the reading.
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    const winner = await db.sandboxIpReading.findUniqueOrThrow({ where: { candidateId_ipAddress_observedAt: key } });
    return { status: "accepted", id: winner.id, duplicate: true };
  }
}
