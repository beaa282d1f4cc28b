import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { makeWebhookSecret } from "../lib/config/generated-secret";
import { startTestEnvironments } from "../testing/test-environments";

/**
 * The reliability run's app servers, one per vitest worker: like the integration setup (fresh databases on embedded
 * Postgres, or on DATABASE_URL's server), plus a random API key and webhook secret each, so the secret-leak check
 * searches for strings that exist nowhere but in that server's environment. Provides what the RBAC matrix expects
 * too. The crash and fail-over files start servers of their own.
 */
export default async function setup(project: TestProject) {
  // Only crash files run (scripts/reliability.ts --part crash): they start their own servers, so none is shared.
  if (process.env.RELIABILITY_SHARED_APPS === "0") {
    project.provide("environments", []);
    return;
  }
  const copies = Array.from({ length: Math.max(1, project.config.maxWorkers) }, () => ({
    webhookSecret: makeWebhookSecret(),
    apiKey: `sbx_rel_${randomBytes(12).toString("hex")}`,
  }));
  const { environments, stop } = await startTestEnvironments({
    name: "rel",
    count: copies.length,
    env: (i) => ({
      WEBHOOK_SECRET: copies[i]!.webhookSecret,
      SANDBOX_API_KEYS: `acme:${copies[i]!.apiKey},globex:sbx_globex_${randomBytes(8).toString("hex")}`,
      SANDBOX_PROBLEM_READY_DELAY_MS: "1500",
      // The checks own the data they count, as the integration suite's (testing/integration-setup.ts).
      SANDBOX_DEMO_HISTORY: "off",
    }),
  });
  project.provide(
    "environments",
    environments.map((environment, i) => ({ ...environment, ...copies[i]! })),
  );
  return stop;
}
