import "server-only";
import { runGaugeCollectors } from "./collectors";
import { getMetrics } from "./definitions";
import { registerReadModelCollectors } from "./read-model-collectors";

/** This instance's metrics in the Prometheus text format, gauges read from the database just before. */
export async function renderMetrics(): Promise<{ contentType: string; text: string }> {
  registerReadModelCollectors();
  await runGaugeCollectors();
  const { registry } = getMetrics();
  return { contentType: registry.contentType, text: await registry.metrics() };
}
