import "server-only";
import type { AtsJob, AtsStage } from "./adapter";
import { openConnection } from "./connections";
import type { AtsKind } from "./kinds";
import { atsRegistry } from "./registry";

/** How long a list read from the ATS is reused: long enough for one rule form, short enough to see a new job soon. */
const TTL_MS = 60_000;
/** The most open jobs the picker offers (the ATS's pages followed until then); more are typed by id. */
export const MAX_PICKER_JOBS = 1_000;
const MAX_ENTRIES = 200;

const cache = new Map<string, { until: number; value: Promise<unknown> }>();

/** One in-process entry per ATS and list; concurrent readers share one read, a failed read is not kept. */
function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.value as Promise<T>;
  if (cache.size >= MAX_ENTRIES)
    for (const [k, v] of cache) if (v.until <= now || cache.size >= MAX_ENTRIES) cache.delete(k);
  const value = load();
  cache.set(key, { until: now + TTL_MS, value });
  value.catch(() => cache.delete(key));
  return value;
}

/** Drops what was read with a connection that changed (saved again, or removed). */
export function forgetPickers(ats: AtsKind) {
  for (const key of cache.keys()) if (key.startsWith(`${ats}:`)) cache.delete(key);
}

async function open(ats: AtsKind) {
  const connection = await openConnection(ats);
  if (!connection) throw new PickerError("Save the connection first");
  return connection;
}

export class PickerError extends Error {}

/** The ATS's open jobs, by name, at most MAX_PICKER_JOBS (`truncated` when it has more). */
export async function listAtsJobs(ats: AtsKind): Promise<{ jobs: AtsJob[]; truncated: boolean }> {
  const jobs = await cached(`${ats}:jobs`, async () =>
    atsRegistry[ats].adapter.listOpenJobs(await open(ats), MAX_PICKER_JOBS + 1),
  );
  const sorted = [...jobs].sort((a, b) => a.name.localeCompare(b.name));
  return { jobs: sorted.slice(0, MAX_PICKER_JOBS), truncated: jobs.length > MAX_PICKER_JOBS };
}

/** One job's stages, in the ATS's order. */
export function listAtsStages(ats: AtsKind, jobId: string): Promise<AtsStage[]> {
  return cached(`${ats}:stages:${jobId}`, async () => atsRegistry[ats].adapter.listStages(await open(ats), jobId));
}
