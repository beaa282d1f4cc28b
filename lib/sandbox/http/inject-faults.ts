import "server-only";
import type { FaultSettings } from "../faults";
import { SandboxError } from "./errors";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The fault a call draws at `errorRate`: half of the failing calls are 429s, half 500s. */
export function drawFault(errorRate: number, roll: number): 429 | 500 | null {
  if (roll >= errorRate) return null;
  return roll < errorRate / 2 ? 429 : 500;
}

/**
 * Makes the public API misbehave for one organization as its fault settings say: the added latency first
 * (slow failures are the realistic kind), then possibly an injected 429 with Retry-After or a 500, each in
 * the shapes the real errors have, so clients can be tested against them.
 */
export async function injectFaults(
  faults: Pick<FaultSettings, "errorRate" | "latencyMs">,
  roll = Math.random(),
): Promise<void> {
  if (faults.latencyMs > 0) await sleep(faults.latencyMs);
  const fault = drawFault(faults.errorRate, roll);
  if (fault === 429) {
    throw new SandboxError(429, "Rate limit exceeded (injected by the sandbox's fault settings); retry after 1 s", {
      headers: { "Retry-After": "1" },
    });
  }
  if (fault === 500)
    throw new SandboxError(500, "The service failed to process the request (injected by the sandbox's fault settings)");
}
