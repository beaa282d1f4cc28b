import "server-only";
import { seedDemoUsers } from "@/lib/auth/seed-demo-users";
import { sandboxEnabled } from "@/lib/env";
import { seedSandbox } from "@/lib/sandbox/seed/seed-sandbox";
import { startSandboxTicker } from "@/lib/sandbox/ticker";
import { startBulkWorker } from "@/lib/bulk/worker";
import { processPendingWebhookEvents } from "@/lib/webhooks/process-event";
import { syncResultSnapshots } from "@/lib/integrity/sync-result-snapshots";

/** Start-up work of one server instance. Each step is idempotent: several instances may start together. */
export async function onServerStart() {
  if (sandboxEnabled) {
    await seedDemoUsers();
    await seedSandbox();
    // After seeding: seeded history is stored as it is, only later moves are ticked (and announced).
    startSandboxTicker();
  }
  startBulkWorker();
  // Catch-up work runs after start-up so the first request is not kept waiting.
  setTimeout(() => {
    processPendingWebhookEvents().catch((error) => console.error("start-up: pending webhooks", error));
    syncResultSnapshots().catch((error) => console.error("start-up: result snapshots", error));
  }, 3000);
}
