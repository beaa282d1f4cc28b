import { sql } from "@/lib/testing/sql";

/**
 * Polls `probe` until it gives a value, for tests against the running app; on timeout the error carries what the
 * app recorded about recent ATS deliveries, screens and outbox messages, so a failure says why.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) {
      const [events, screens, outbox] = await Promise.all([
        sql(`SELECT ats, kind, status, "lastError" FROM ats_inbound_event ORDER BY "receivedAt" DESC LIMIT 5`),
        sql(`SELECT ats, state, "lastError" FROM ats_application_screen ORDER BY "updatedAt" DESC LIMIT 5`),
        sql(`SELECT status, attempts, "lastError", progress FROM outbox_message ORDER BY "createdAt" DESC LIMIT 5`),
      ]);
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify({ events, screens, outbox })}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
