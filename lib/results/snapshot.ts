import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { Results } from "@/lib/api-contract/responses";
import { snapshotColumns } from "./snapshot-columns";

/**
 * Stores the latest read of a screen's results (one row per interview), so lists need not re-read every
 * result from the API. The whole body is kept, unknown fields included.
 */
export async function saveResultSnapshot(results: Results): Promise<void> {
  const data = {
    ...snapshotColumns(results),
    results: JSON.parse(JSON.stringify(results)) as Prisma.InputJsonValue,
    fetchedAt: new Date(),
  };
  await db.resultSnapshot.upsert({
    where: { interviewId: results.interview_id },
    create: { interviewId: results.interview_id, ...data },
    update: data,
  });
}
