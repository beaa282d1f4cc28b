/** Runs once when a server instance starts: seeds what sandbox mode needs. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { onServerStart } = await import("./lib/server-start");
  await onServerStart();
}
