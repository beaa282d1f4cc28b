import "server-only";
import type { AccessReport, AccessNeededIf } from "./access-report";
import type { OpenConnection } from "./adapter";
import { atsRequest, AtsHttpError } from "./http/ats-request";
import { atsRegistry } from "./registry";

/** Each probe's answer is awaited this long at most; the test as a whole stops after OVERALL_MS. */
const PROBE_TIMEOUT_MS = 5_000;
const OVERALL_MS = 30_000;

const needs: Record<AccessNeededIf, string> = {
  moveOnDecision: "needed only if decisions move candidates",
  scoreField: "needed only if a score field is set",
};

const joined = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** The report's words: "Key accepted. Can list jobs, …. Missing: advance applications (needed only if …)." */
export function accessSummary(label: string, report: Omit<AccessReport, "summary">, refusal?: string): string {
  if (report.outcome === "refused") return `Key refused by ${label}${refusal ? `: ${refusal}` : ""}.`;
  if (report.outcome === "unreachable") return `Could not reach ${label}${refusal ? `: ${refusal}` : ""}.`;
  const parts = [`Key accepted.`];
  if (report.allowed.length) parts.push(`Can ${joined(report.allowed)}.`);
  if (report.missing.length)
    parts.push(
      `Missing: ${report.missing.map((m) => (m.onlyIf ? `${m.can} (${needs[m.onlyIf]})` : m.can)).join("; ")}.`,
    );
  if (report.unchecked.length)
    parts.push(`Not checked: ${report.unchecked.map((u) => `${u.can} (${u.reason})`).join("; ")}.`);
  return parts.join(" ");
}

/**
 * Calls the ATS with the key, once per permission the integration needs (the adapter's harmless probes, through the
 * outbound guard, the rate gate and the integration log), and says what works and what the key lacks. A refused key
 * or an unreachable ATS stops at the first call.
 */
export async function testAtsAccess(connection: OpenConnection): Promise<AccessReport> {
  const { label, adapter, actingUserName } = atsRegistry[connection.ats];
  const keyRefused = adapter.access.keyRefused ?? ((status: number) => status === 401);
  const report: Omit<AccessReport, "summary"> = { outcome: "accepted", allowed: [], missing: [], unchecked: [] };
  const deadline = Date.now() + OVERALL_MS;
  for (const probe of adapter.access.probes) {
    if (Date.now() > deadline) {
      report.unchecked.push({ can: probe.can, reason: "the test ran out of time" });
      continue;
    }
    if (probe.actsAsUser && !connection.actingUserId) {
      report.unchecked.push({ can: probe.can, reason: `fill in the ${actingUserName ?? "acting user"} first` });
      continue;
    }
    try {
      await atsRequest(connection.endpoint, { ...probe.call(connection), timeoutMs: PROBE_TIMEOUT_MS });
      report.allowed.push(probe.can);
    } catch (error) {
      if (!(error instanceof AtsHttpError)) throw error;
      const status = error.status;
      const first = report.allowed.length + report.missing.length === 0;
      if (status === null && first) {
        const stopped = { ...report, outcome: "unreachable" as const };
        return { ...stopped, summary: accessSummary(label, stopped, error.message) };
      }
      if (status !== null && keyRefused(status, error.message)) {
        const stopped = { ...report, outcome: "refused" as const };
        return { ...stopped, summary: accessSummary(label, stopped, `HTTP ${status}`) };
      }
      // A 403 is the permission missing; any other answer about the request's content (the probe's id does not
      // exist, its body is empty) means the ATS let the key call that endpoint.
      if (status === 403) report.missing.push({ can: probe.can, onlyIf: probe.onlyIf ?? null });
      else if (status !== null && status < 500 && status !== 429) report.allowed.push(probe.can);
      else report.unchecked.push({ can: probe.can, reason: status === null ? "no answer" : `HTTP ${status}` });
    }
  }
  // Not one call got a verdict (every one timed out or failed on the ATS's side): the key was not checked at all.
  if (report.allowed.length + report.missing.length === 0) {
    const stopped = { ...report, outcome: "unreachable" as const };
    const reasons = [...new Set(report.unchecked.map((u) => u.reason))].join(", ");
    return { ...stopped, summary: accessSummary(label, stopped, `no call got an answer about the key (${reasons})`) };
  }
  return { ...report, summary: accessSummary(label, report) };
}
