/**
 * Faults a test asks an emulator for: the next N calls answer 429 (`rateLimited`) or 500 (`serverErrors`), or a
 * write lands and then answers 500 (`landThenFail`, so a retry must find it rather than write it twice); every
 * answer waits `latencyMs` (a slow system).
 */
export interface Faults {
  rateLimited: number;
  serverErrors: number;
  landThenFail: number;
  latencyMs: number;
}

export const noFaults = (): Faults => ({ rateLimited: 0, serverErrors: 0, landThenFail: 0, latencyMs: 0 });

/** Whether a fault of this kind is due now; counts it off when it is. */
export function takeFault(faults: Faults, kind: "rateLimited" | "serverErrors" | "landThenFail"): boolean {
  if (faults[kind] <= 0) return false;
  faults[kind] -= 1;
  return true;
}
