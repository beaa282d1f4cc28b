import { inject as injectProvided } from "vitest";

/** What a test file may ask of the app under test (the integration and reliability global setups provide it). */
export interface WorkerEnvironment {
  /** The app under test, serving the sandbox over real HTTP. */
  baseUrl: string;
  /** Its database, for assertions on what a request stored. */
  databaseUrl: string;
  /** The secret the app verifies webhooks with (and the sandbox signs with). */
  webhookSecret: string;
  /** The app's AUTH_SECRET (ATS connection secrets are sealed under it; `npm run ats:connect` needs the same). */
  authSecret?: string;
  /** Where the app logs public sandbox responses that do not conform to the OpenAPI document (conformance-check.ts). */
  conformanceLog?: string;
  /** The port the app sends email to (SMTP_URL): the notification tests listen on it with a catcher. */
  smtpPort?: number;
  /** The organization's API key the app uses: random per reliability run, so a leak of it can be searched for. */
  apiKey?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** One app under test per vitest worker (the global setups start them; `inject` hands each file its worker's). */
    environments: WorkerEnvironment[];
  }
}

/**
 * This worker's app under test: each vitest worker has an app and database of its own (VITEST_POOL_ID counts workers
 * from 1), so files in parallel never share state, and a file's tests still run one at a time against it.
 */
export function inject<K extends keyof WorkerEnvironment>(key: K): NonNullable<WorkerEnvironment[K]> {
  const environments = injectProvided("environments");
  const environment = environments[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % environments.length]!;
  const value = environment[key];
  if (value === undefined) throw new Error(`The test setup provides no ${key}`);
  return value as NonNullable<WorkerEnvironment[K]>;
}
