import { describe, expect, it } from "vitest";
import { drawFault, injectFaults } from "./inject-faults";
import { SandboxError } from "./errors";

describe("drawFault", () => {
  it("fails a call when the roll falls under the error rate, half 429s and half 500s", () => {
    expect(drawFault(0, 0)).toBeNull();
    expect(drawFault(0.5, 0.5)).toBeNull();
    expect(drawFault(0.5, 0.1)).toBe(429);
    expect(drawFault(0.5, 0.3)).toBe(500);
    expect(drawFault(1, 0)).toBe(429);
    expect(drawFault(1, 0.999)).toBe(500);
  });

  it("with an error rate of 1 fails every call", () => {
    for (let roll = 0; roll < 1; roll += 0.01) expect(drawFault(1, roll)).not.toBeNull();
  });
});

describe("injectFaults", () => {
  it("throws a 429 with Retry-After or a 500 as drawn, and nothing without faults", async () => {
    const limited = await injectFaults({ errorRate: 1, latencyMs: 0 }, 0.2).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(SandboxError);
    expect(limited).toMatchObject({ status: 429, extra: { headers: { "Retry-After": "1" } } });
    await expect(injectFaults({ errorRate: 1, latencyMs: 0 }, 0.7)).rejects.toMatchObject({ status: 500 });
    await expect(injectFaults({ errorRate: 0, latencyMs: 0 }, 0)).resolves.toBeUndefined();
  });

  it("waits the latency before answering", async () => {
    const started = Date.now();
    await injectFaults({ errorRate: 0, latencyMs: 80 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
  });
});
