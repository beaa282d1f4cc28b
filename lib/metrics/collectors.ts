import "server-only";
import { logger } from "@/lib/logging/logger";
import { getMetrics } from "./definitions";

/** Sets gauges from shared state (the database) just before a scrape reads them. */
export type GaugeCollector = () => Promise<void> | void;

/** A collector that takes longer is given up for this scrape (and counted), so a slow database never hangs Prometheus. */
const collectorTimeoutMs = 2_000;

const key = Symbol.for("screening-dashboard.metrics.collectors");

function collectors(): Map<string, GaugeCollector> {
  const store = globalThis as typeof globalThis & { [key]?: Map<string, GaugeCollector> };
  store[key] ??= new Map();
  return store[key];
}

/**
 * Registers `collect` under `name` (registering the same name again replaces it). The job engine registers one
 * that sets `jobs.queueDepth` from its tables; each collector runs once per scrape, at most 2 s.
 */
export function registerGaugeCollector(name: string, collect: GaugeCollector): void {
  collectors().set(name, collect);
}

async function runOne(name: string, collect: GaugeCollector): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`took longer than ${collectorTimeoutMs} ms`)), collectorTimeoutMs);
  });
  try {
    await Promise.race([Promise.resolve().then(collect), timeout]);
  } catch (error) {
    getMetrics().collectorFailures.inc({ collector: name });
    logger.warn({ err: error, collector: name }, "metrics: a gauge collector failed");
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every registered collector, side by side; a failing one leaves its gauges as they were. */
export async function runGaugeCollectors(): Promise<void> {
  await Promise.all([...collectors()].map(([name, collect]) => runOne(name, collect)));
}
