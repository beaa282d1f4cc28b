import { sql } from "../sql";
import { until as untilTruthy } from "../until";

/**
 * `until` (testing/until.ts) for tests against the running app's ATS work: on timeout the error carries what the
 * app recorded about recent ATS deliveries, screens and outbox messages, so a failure says why.
 */
export function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000) {
  return untilTruthy(what, probe, timeoutMs, { explain: recentAtsWork });
}

async function recentAtsWork() {
  const [events, screens, outbox] = await Promise.all([
    sql(`SELECT ats, kind, status, "lastError" FROM ats_inbound_event ORDER BY "receivedAt" DESC LIMIT 5`),
    sql(`SELECT ats, state, "lastError" FROM ats_application_screen ORDER BY "updatedAt" DESC LIMIT 5`),
    sql(`SELECT status, attempts, "lastError", progress FROM outbox_message ORDER BY "createdAt" DESC LIMIT 5`),
  ]);
  return JSON.stringify({ events, screens, outbox });
}
