import "server-only";
import { db } from "@/lib/db/client";
import { getScreeningApi } from "@/lib/screening-api";
import { saveResultSnapshot } from "@/lib/results/snapshot";

const globalSync = globalThis as { resultSync?: Promise<number> };

/**
 * Reads the results of completed screens the dashboard has no snapshot of yet, so the overview and the
 * integrity queue can sort and filter them without one API call per row. Webhooks keep snapshots fresh
 * afterwards; this catches up (first start, missed webhooks). One run at a time per process.
 */
export function syncResultSnapshots(): Promise<number> {
  globalSync.resultSync ??= run().finally(() => (globalSync.resultSync = undefined));
  return globalSync.resultSync;
}

async function run() {
  const api = getScreeningApi();
  const assessments = await api.assessments.listAll({ pageSize: 1000 });
  const completed = assessments.filter((a) => a.status === "Completed").map((a) => a.identifier);
  const known = new Set((await db.resultSnapshot.findMany({ select: { interviewId: true } })).map((s) => s.interviewId));
  const missing = completed.filter((id) => !known.has(id));
  let saved = 0;
  for (let i = 0; i < missing.length; i += 8) {
    await Promise.all(
      missing.slice(i, i + 8).map(async (id) => {
        try {
          await saveResultSnapshot(await api.results.get(id));
          saved += 1;
        } catch (error) {
          console.error("result snapshot sync: could not read results", { id, error });
        }
      }),
    );
  }
  return saved;
}
