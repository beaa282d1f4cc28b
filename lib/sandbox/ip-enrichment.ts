import "server-only";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { enrichIp } from "./ip-intel";

/**
 * Enriches the IP readings reported at least SANDBOX_IP_ENRICHMENT_DELAY_MS ago (the spec: shortly after
 * the call, not at once). Done by the ticker rather than after the response, so a reading whose instance
 * stopped is still enriched; results built from then on see it.
 */
export async function enrichDueReadings(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - env.SANDBOX_IP_ENRICHMENT_DELAY_MS);
  return db.$transaction(async (tx) => {
    const due = await tx.$queryRaw<{ id: string; ipAddress: string }[]>`
      SELECT id, "ipAddress" FROM sandbox.ip_reading
      WHERE "enrichedAt" IS NULL AND "createdAt" <= ${cutoff}
      ORDER BY "createdAt"
      LIMIT 100
      FOR UPDATE SKIP LOCKED`;
    for (const reading of due) {
      await tx.sandboxIpReading.update({
        where: { id: reading.id },
        data: { enrichment: enrichIp(reading.ipAddress) as object, enrichedAt: now },
      });
    }
    return due.length;
  });
}
