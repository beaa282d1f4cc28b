import "server-only";
import { db } from "@/lib/db/client";
import type { SandboxOrganization } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { forgetOrganization } from "./auth";
import type { FaultsRequest } from "./control-schemas";

type FaultColumns = Pick<SandboxOrganization, "rateLimitPerSecond" | "faultErrorRate" | "faultLatencyMs">;

export interface FaultSettings {
  rateLimitPerSecond: number;
  errorRate: number;
  latencyMs: number;
}

/** What the public API applies to an organization's calls: its own settings, else the env defaults. */
export function effectiveFaults(organization: FaultColumns): FaultSettings {
  return {
    rateLimitPerSecond: organization.rateLimitPerSecond ?? env.SANDBOX_RATE_LIMIT_PER_SECOND,
    errorRate: organization.faultErrorRate ?? env.SANDBOX_FAULT_ERROR_RATE,
    latencyMs: organization.faultLatencyMs ?? env.SANDBOX_FAULT_LATENCY_MS,
  };
}

/** GET and POST /api/sandbox/faults: the organization's own settings (null: not set) and what applies. */
export function describeFaults(organization: FaultColumns) {
  return {
    faults: {
      rateLimitPerSecond: organization.rateLimitPerSecond,
      errorRate: organization.faultErrorRate,
      latencyMs: organization.faultLatencyMs,
    },
    effective: effectiveFaults(organization),
  };
}

/** 0 means "no fault" to a caller, which is what clearing gives back (unless an env default says otherwise). */
const cleared = <T extends number>(value: T | null | undefined) =>
  value === undefined ? undefined : value === 0 ? null : value;

/** Changes the fields sent; they apply at once on this instance and within a second on the others (auth.ts). */
export async function setFaults(organizationId: string, input: FaultsRequest) {
  const updated = await db.sandboxOrganization.update({
    where: { id: organizationId },
    data: {
      rateLimitPerSecond: cleared(input.rateLimitPerSecond),
      faultErrorRate: cleared(input.errorRate),
      faultLatencyMs: cleared(input.latencyMs),
    },
  });
  forgetOrganization(organizationId);
  return describeFaults(updated);
}
