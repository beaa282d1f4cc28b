import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { deleteInBatches } from "@/lib/db/delete-in-batches";
import { defineJob } from "@/lib/jobs";
import { pruneSamlRecords } from "./saml/prune";

/**
 * Deletes sessions that can no longer be used: expired, or signed out. A cookie naming a deleted session is
 * refused like one naming an ended session (lib/auth/user-sessions.ts), so nothing a user sees changes. Kept an
 * hour after the fact, so Settings → Sessions does not lose a row under someone's eyes.
 */
export function pruneUserSessions(signal?: AbortSignal): Promise<number> {
  return deleteInBatches(
    (limit) => db.$executeRaw`
      DELETE FROM user_session WHERE id IN (
        SELECT id FROM user_session
        WHERE expires_at < now() - interval '1 hour' OR ended_at < now() - interval '1 hour'
        LIMIT ${limit})`,
    signal,
  );
}

export const pruneUserSessionsJob = defineJob({
  name: "auth-prune-sessions",
  payload: z.object({}),
  handler: async (_, { signal }) => {
    await pruneUserSessions(signal);
    await pruneSamlRecords();
  },
  options: { policy: "singleton", retryLimit: 2, expireInSeconds: 300 },
});
