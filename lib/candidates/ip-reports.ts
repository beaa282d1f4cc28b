import "server-only";
import { db } from "@/lib/db/client";
import type { IpTelemetryRequest } from "@/lib/api-contract/requests";
import { isPubliclyRoutableIp } from "@/lib/api-contract/ip-address";
import { getScreeningApi, ScreeningApiError } from "@/lib/screening-api";
import { DomainError } from "@/lib/errors/domain-error";

/**
 * Reports an observed IP to the service and keeps the team's own log of it with the API's answer, a
 * duplicate included. A refusal by the API is logged too, then shown to the user.
 */
export async function reportIp(candidateId: string, reading: IpTelemetryRequest, reportedById: string) {
  const routable = isPubliclyRoutableIp(reading.ipAddress);
  if (!routable.ok) throw new DomainError(routable.reason);
  const base = {
    candidateId,
    ipAddress: reading.ipAddress,
    observedAt: new Date(reading.observedAt),
    source: reading.source,
    reportedById,
  };
  try {
    const answer = await getScreeningApi().candidates.reportIp(candidateId, reading);
    return db.ipReport.create({
      data: { ...base, outcome: answer.status, readingId: answer.id, duplicate: answer.duplicate },
    });
  } catch (error) {
    if (error instanceof ScreeningApiError && error.status && error.status < 500) {
      await db.ipReport.create({ data: { ...base, outcome: "refused", message: error.message } });
    }
    throw error;
  }
}

export function listIpReports(candidateId: string) {
  return db.ipReport.findMany({ where: { candidateId }, orderBy: { createdAt: "desc" }, take: 50 });
}
