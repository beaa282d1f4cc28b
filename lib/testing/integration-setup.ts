import type { TestProject } from "vitest/node";
import { makeWebhookSecret } from "../config/generated-secret";
import { startTestEnvironment } from "../../scripts/lib/test-environment";

declare module "vitest" {
  export interface ProvidedContext {
    /** The app under test, serving the sandbox over real HTTP. */
    baseUrl: string;
    /** Its database, for assertions on what a request stored. */
    databaseUrl: string;
    /** The secret the app verifies webhooks with (and the sandbox signs with). */
    webhookSecret: string;
  }
}

/** One fresh database and one app server for the integration run (see startTestEnvironment). */
export default async function setup(project: TestProject) {
  const webhookSecret = makeWebhookSecret();
  const environment = await startTestEnvironment({
    name: "it",
    // The ready delay and Scout run time are short enough for a test to watch a problem become Ready and a
    // Scout run complete; screens keep the default clock, so seeded ones stay put and tests move them.
    env: { WEBHOOK_SECRET: webhookSecret, SANDBOX_PROBLEM_READY_DELAY_MS: "1500", SANDBOX_SCOUT_RUN_MS: "1500" },
  });
  project.provide("baseUrl", environment.baseUrl);
  project.provide("databaseUrl", environment.databaseUrl);
  project.provide("webhookSecret", webhookSecret);
  return environment.stop;
}
