import fs from "node:fs";
import type { FullConfig } from "@playwright/test";
import { startAppServer, type AppServer } from "../../testing/app-server";
import { e2eServer } from "./servers";

/**
 * Browser journeys create and change data, each worker's on a server of its own (./servers.ts) started here with a
 * fresh embedded Postgres and sandbox data, ready once its read model holds a first full copy so journeys start with
 * complete lists. A DATABASE_URL pointing anywhere but this machine is refused rather than written to. Returns the
 * teardown that stops them.
 */
export default async function globalSetup(config: FullConfig) {
  const url = process.env.DATABASE_URL;
  if (url && !["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname)) {
    throw new Error(`Refusing to run browser journeys against a non-local database (${new URL(url).host}).`);
  }
  const started = await Promise.allSettled(
    Array.from({ length: config.workers }, (_, index) => {
      const server = e2eServer(index);
      fs.rmSync(server.dataDir, { recursive: true, force: true });
      return startAppServer({
        port: server.port,
        dataDir: server.dataDir,
        ready: "synced",
        timeoutMs: 300_000,
        logFile: server.logFile,
        // ATS_CALLBACK_HOSTS: the integrations journey's Greenhouse emulator listens on 127.0.0.1 (emulators/greenhouse);
        // AUDIT_STREAM_HOSTS: the audit destinations journey's HTTPS receiver likewise (emulators/audit-https);
        // SMTP_HOSTS: the Email settings journey's SMTP emulator likewise (emulators/smtp).
        // A new problem stays Creating for 15 s (4 by default), so the journey that watches it go Ready sees it
        // Creating first however slowly the page after "Create problem" renders on a loaded machine. Notifications
        // gather for 2 s (a minute by default), so a journey reads the email its action sent without waiting it out.
        env: {
          DATABASE_URL: "",
          ATS_CALLBACK_HOSTS: "127.0.0.1",
          // The SAML journey's IdP emulator listens on 127.0.0.1 too; the SP's ACS URL and entity ID come from
          // PUBLIC_URL, which must be the address the browser uses for its cookies to meet the sign-in again.
          SAML_METADATA_HOSTS: "127.0.0.1",
          PUBLIC_URL: server.url,
          AUDIT_STREAM_HOSTS: "127.0.0.1",
          SMTP_HOSTS: "127.0.0.1",
          SANDBOX_PROBLEM_READY_DELAY_MS: "15000",
          NOTIFICATIONS_GATHER_SECONDS: "2",
          // Journeys own the team data they read (the next unreviewed result, the waiting requests): no demo history.
          SANDBOX_DEMO_HISTORY: "off",
        },
      });
    }),
  );
  const servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const stopAll = async () => void (await Promise.all(servers.map((server: AppServer) => server.stop())));
  const failed = started.find((s) => s.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
