import fs from "node:fs";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { makeWebhookSecret } from "../config/generated-secret";
import { freePort } from "../db/embedded";
import { startTestEnvironment } from "../../scripts/lib/test-environment";

declare module "vitest" {
  export interface ProvidedContext {
    /** The app under test, serving the sandbox over real HTTP. */
    baseUrl: string;
    /** Its database, for assertions on what a request stored. */
    databaseUrl: string;
    /** The secret the app verifies webhooks with (and the sandbox signs with). */
    webhookSecret: string;
    /** The app's AUTH_SECRET (ATS connection secrets are sealed under it; `npm run ats:connect` needs the same). */
    authSecret: string;
    /** Where the app logs public sandbox responses that do not conform to the OpenAPI document (conformance-check.ts). */
    conformanceLog: string;
    /** The port the app sends email to (SMTP_URL): the notification tests listen on it with a catcher. */
    smtpPort: number;
  }
}

/**
 * One fresh database and one app server for the integration run (see startTestEnvironment). The app checks every
 * public sandbox response against the OpenAPI document and logs the ones that do not conform, which fails the
 * test file that caused them (conformance-check.ts).
 */
export default async function setup(project: TestProject) {
  const webhookSecret = makeWebhookSecret();
  const authSecret = randomBytes(32).toString("base64url");
  const conformanceLog = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), "screening-conformance-")),
    "nonconforming.jsonl",
  );
  fs.writeFileSync(conformanceLog, "");
  const smtpPort = await freePort();
  const environment = await startTestEnvironment({
    name: "it",
    // The ready delay and Scout run time are short enough for a test to watch a problem become Ready and a
    // Scout run complete; screens keep the default clock, so seeded ones stay put and tests move them.
    env: {
      WEBHOOK_SECRET: webhookSecret,
      AUTH_SECRET: authSecret,
      // The ATS emulators listen on 127.0.0.1, any port (lib/ats/testing).
      ATS_CALLBACK_HOSTS: "127.0.0.1",
      SANDBOX_PROBLEM_READY_DELAY_MS: "1500",
      SANDBOX_SCOUT_RUN_MS: "1500",
      SANDBOX_WEBHOOK_PRIVATE_TARGETS: "allow",
      SANDBOX_CONFORMANCE_LOG: conformanceLog,
      // Email leaves by SMTP to a catcher the notification tests start on this port; chat webhooks may be local;
      // notifications gather for a second and cool down for 15 s, so tests see a flood summarised quickly.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CHAT_WEBHOOK_HOSTS: "127.0.0.1",
      NOTIFICATIONS_GATHER_SECONDS: "1",
      NOTIFICATIONS_COOLDOWN_SECONDS: "15",
    },
  });
  project.provide("baseUrl", environment.baseUrl);
  project.provide("databaseUrl", environment.databaseUrl);
  project.provide("webhookSecret", webhookSecret);
  project.provide("authSecret", authSecret);
  project.provide("conformanceLog", conformanceLog);
  project.provide("smtpPort", smtpPort);
  return async () => {
    await environment.stop();
    fs.rmSync(path.dirname(conformanceLog), { recursive: true, force: true });
  };
}
