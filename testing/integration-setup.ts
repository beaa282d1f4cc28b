import fs from "node:fs";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { makeWebhookSecret } from "../lib/config/generated-secret";
import { freePort } from "../lib/utils/free-port";
import { startTestEnvironments } from "./test-environments";

/**
 * One app server and database per vitest worker (see startTestEnvironments), so integration files run in parallel,
 * each worker's one at a time against its own app. The app checks every public sandbox response against the OpenAPI
 * document and logs the ones that do not conform, which fails the test file that caused them (conformance-check.ts).
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, project.config.maxWorkers);
  const logs = fs.mkdtempSync(path.join(os.tmpdir(), "screening-conformance-"));
  const copies = await Promise.all(
    Array.from({ length: workers }, async (_, i) => {
      const conformanceLog = path.join(logs, `nonconforming-${i + 1}.jsonl`);
      fs.writeFileSync(conformanceLog, "");
      return {
        webhookSecret: makeWebhookSecret(),
        authSecret: randomBytes(32).toString("base64url"),
        conformanceLog,
        smtpPort: await freePort(),
        // The sandbox's default Acme key (SANDBOX_API_KEYS is not set here); the reliability run's is random.
        apiKey: "sbx_acme_demo",
      };
    }),
  );
  const { environments, stop } = await startTestEnvironments({
    name: "it",
    count: workers,
    // The ready delay and Scout run time are short enough for a test to watch a problem become Ready and a
    // Scout run complete; screens keep the default clock, so seeded ones stay put and tests move them.
    env: (i) => ({
      WEBHOOK_SECRET: copies[i]!.webhookSecret,
      AUTH_SECRET: copies[i]!.authSecret,
      // The ATS emulators listen on 127.0.0.1, any port (emulators/).
      ATS_CALLBACK_HOSTS: "127.0.0.1",
      // The SAML IdP emulator (emulators/saml-idp) serves its metadata and sign-in page on 127.0.0.1.
      SAML_METADATA_HOSTS: "127.0.0.1",
      SANDBOX_PROBLEM_READY_DELAY_MS: "1500",
      SANDBOX_SCOUT_RUN_MS: "1500",
      SANDBOX_WEBHOOK_PRIVATE_TARGETS: "allow",
      // Two applications (or Lever EEO responses) a page, so the EEO read tests cross pages with a few.
      EEO_READ_PAGE_SIZE: "2",
      SANDBOX_CONFORMANCE_LOG: copies[i]!.conformanceLog,
      // Tests own the team data they count (verdicts, decisions, requests, rounds): no demo history beside theirs.
      // lib/demo-history/demo-history.integration.test.ts starts apps of its own with it.
      SANDBOX_DEMO_HISTORY: "off",
      // Email leaves by SMTP to a catcher the notification tests start on this port; chat webhooks may be local;
      // notifications gather for a second and cool down for 15 s, so tests see a flood summarised quickly.
      SMTP_URL: `smtp://127.0.0.1:${copies[i]!.smtpPort}`,
      CHAT_WEBHOOK_HOSTS: "127.0.0.1",
      // Audit destinations (syslog and HTTPS receivers the audit-stream tests start) may be local.
      AUDIT_STREAM_HOSTS: "127.0.0.1",
      NOTIFICATIONS_GATHER_SECONDS: "1",
      NOTIFICATIONS_COOLDOWN_SECONDS: "15",
    }),
  });
  project.provide(
    "environments",
    environments.map((environment, i) => ({ ...environment, ...copies[i]! })),
  );
  return async () => {
    await stop();
    fs.rmSync(logs, { recursive: true, force: true });
  };
}
