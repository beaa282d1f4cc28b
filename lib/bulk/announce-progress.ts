import "server-only";
import { publishChange } from "@/lib/live/publish";

const ANNOUNCE_MS = 300;

const lastPublished = new Map<string, number>();
const trailing = new Set<string>();

/**
 * Tells open pages a bulk job moved: at most once per job every ANNOUNCE_MS from this instance, and always once
 * after the last change of a burst, so a 1,000-row job does not send 1,000 notifications.
 */
export function announceProgress(jobId: string) {
  const wait = ANNOUNCE_MS - (Date.now() - (lastPublished.get(jobId) ?? 0));
  if (wait > 0) {
    if (trailing.has(jobId)) return;
    trailing.add(jobId);
    setTimeout(() => {
      trailing.delete(jobId);
      announceProgress(jobId);
    }, wait).unref();
    return;
  }
  lastPublished.set(jobId, Date.now());
  // Only the latest instant per job matters; forget jobs that went quiet so the map stays small.
  for (const [id, at] of lastPublished) if (Date.now() - at > 60_000) lastPublished.delete(id);
  publishChange({ topic: "bulk-job", id: jobId }).catch((error) => console.error("bulk: announce failed", error));
}
