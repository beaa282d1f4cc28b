/** Runs once when a server instance starts: tracing first (so start-up work is traced), then what sandbox mode needs. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startTracing } = await import("./lib/telemetry/start-tracing");
  startTracing();
  const { startServerOrExit } = await import("./lib/server-start");
  await startServerOrExit();
}
