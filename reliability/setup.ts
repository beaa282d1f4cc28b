import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { makeWebhookSecret } from "../lib/config/generated-secret";
import { startTestEnvironment } from "../scripts/lib/test-environment";

declare module "vitest" {
  export interface ProvidedContext {
    /** The organization's API key the app under test uses: random per run, so a leak of it can be searched for. */
    apiKey: string;
  }
}

/**
 * The reliability run's app server: like the integration setup (fresh embedded Postgres, or a fresh database on
 * DATABASE_URL's server), plus a random API key and webhook secret, so the secret-leak check searches for
 * strings that exist nowhere but in this server's environment. Provides what the RBAC matrix expects too.
 */
export default async function setup(project: TestProject) {
  const webhookSecret = makeWebhookSecret();
  const apiKey = `sbx_rel_${randomBytes(12).toString("hex")}`;
  const environment = await startTestEnvironment({
    name: "rel",
    env: {
      WEBHOOK_SECRET: webhookSecret,
      SANDBOX_API_KEYS: `acme:${apiKey},globex:sbx_globex_${randomBytes(8).toString("hex")}`,
      SANDBOX_PROBLEM_READY_DELAY_MS: "1500",
    },
  });
  project.provide("baseUrl", environment.baseUrl);
  project.provide("databaseUrl", environment.databaseUrl);
  project.provide("webhookSecret", webhookSecret);
  project.provide("apiKey", apiKey);
  return environment.stop;
}
