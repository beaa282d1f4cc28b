import "server-only";
import { resultsSchema, type Results } from "@/lib/api-contract/responses";
import { db } from "@/lib/db/client";

/**
 * A completed screen's results as the read model keeps them (lib/sync/mirror/results.ts stores them whole), or null
 * when it has none yet, or keeps them in a shape this version cannot read (then the API is asked again). Results do
 * not change after completion, so the copy is the results: reading it costs one indexed row, not an API call.
 */
export async function storedResults(interviewId: string): Promise<Results | null> {
  const snapshot = await db.resultSnapshot.findUnique({ where: { interviewId }, select: { results: true } });
  const parsed = snapshot ? resultsSchema.safeParse(snapshot.results) : null;
  return parsed?.success ? parsed.data : null;
}
