import path from "node:path";

/**
 * The journeys' servers: one per Playwright worker, found by the worker's `parallelIndex` (a worker started again
 * after a failed test keeps its index, so a retry meets the same server), each with embedded Postgres of its own
 * under `.test-data/e2e-<index>`. A journey never shares a server with one running beside it.
 */
const basePort = Number(process.env.E2E_PORT || 3210);

export const e2eServer = (parallelIndex: number) => ({
  port: basePort + parallelIndex,
  url: `http://127.0.0.1:${basePort + parallelIndex}`,
  dataDir: path.resolve(`.test-data/e2e-${parallelIndex}`),
  logFile: path.resolve(".test-results", "servers", `e2e-${parallelIndex}.log`),
});
