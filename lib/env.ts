import "server-only";
import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";
import { makeWebhookSecret, readOrCreateSecret } from "./config/generated-secret";

const dataDir = process.env.DATA_DIR || ".data";
const blank = (v: string | undefined) => (v === undefined || v === "" ? undefined : v);

/**
 * Every setting of the app (names fixed by ARCHITECTURE.md). Defaults make `npm start` work with nothing set;
 * secrets left unset are generated once into DATA_DIR/secrets and reused.
 */
export const env = createEnv({
  server: {
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Where the embedded Postgres and generated secrets live. */
    DATA_DIR: z.string().default(".data"),
    /** Set by the launcher to the embedded Postgres when the user leaves it unset. */
    DATABASE_URL: z.url().optional(),
    SCREENING_API_BASE_URL: z.url().optional(),
    SCREENING_API_KEY: z.string().min(1).optional(),
    SANDBOX: z.enum(["on", "off"]).optional(),
    SANDBOX_API_KEYS: z
      .string()
      .regex(/^[a-z0-9-]+:[^,:\s]+(,[a-z0-9-]+:[^,:\s]+)*$/, "SANDBOX_API_KEYS is org:key,org:key")
      .default("acme:sbx_acme_demo,globex:sbx_globex_demo"),
    WEBHOOK_SECRET: z.string().startsWith("whsec_"),
    SANDBOX_WEBHOOK_URL: z.url().optional(),
    /**
     * Whether an organization may point the sandbox's webhooks at loopback, private, link-local or metadata
     * addresses (POST /api/sandbox/webhook-endpoint). `refuse` by default: anyone with a demo key could otherwise
     * read internal services through the delivery log. Tests that run a receiver on 127.0.0.1 set `allow`.
     */
    SANDBOX_WEBHOOK_PRIVATE_TARGETS: z.enum(["allow", "refuse"]).default("refuse"),
    AUTH_SECRET: z.string().min(32),
    /** Sandbox clock speed: 60 makes a sandbox hour pass in a minute. */
    SANDBOX_TIME_SCALE: z.coerce.number().positive().default(1),
    /** Requests per second each sandbox API key may make (a burst of one second's worth); 429 beyond. */
    SANDBOX_RATE_LIMIT_PER_SECOND: z.coerce.number().positive().default(200),
    /** How long a problem created through the sandbox API stays `Creating`. */
    SANDBOX_PROBLEM_READY_DELAY_MS: z.coerce.number().int().min(0).default(4000),
    /** How long after an IP telemetry call its reading is enriched (the spec: shortly after, not at once). */
    SANDBOX_IP_ENRICHMENT_DELAY_MS: z.coerce.number().int().min(0).default(1500),
    /** How long a Scout run stays `processing` before it may complete (sandbox time: divided by SANDBOX_TIME_SCALE). */
    SANDBOX_SCOUT_RUN_MS: z.coerce.number().int().min(0).default(20000),
    /** Share (0 to 1) of public sandbox API calls answered with an injected 429 or 500, half each; per-organization faults override it. */
    SANDBOX_FAULT_ERROR_RATE: z.coerce.number().min(0).max(1).default(0),
    /** Latency added to every public sandbox API call; per-organization faults override it. */
    SANDBOX_FAULT_LATENCY_MS: z.coerce.number().int().min(0).max(30_000).default(0),
    SCREENING_API_MAX_RPS: z.coerce.number().positive().default(40),
    SCREENING_API_MAX_CONCURRENCY: z.coerce.number().int().positive().default(16),
    /** Optional single sign-on (OpenID Connect): all three set enables it. Users must exist (admins add them). */
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /** The sign-in button's label, e.g. "Okta". */
    OIDC_NAME: z.string().min(1).default("single sign-on"),
    /** Rows of bulk jobs each app instance works on at once (all of them share the client's limiter). */
    BULK_CONCURRENCY: z.coerce.number().int().positive().default(16),
    /** How long a claimed bulk row stays with its instance before another may take it over. */
    BULK_LEASE_SECONDS: z.coerce.number().int().min(5).default(30),
    /**
     * How often the reconciler confirms the mirror (lib/sync) against the API. Webhooks update it at once; this
     * catches what they missed. One instance runs it at a time.
     */
    SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(10).default(300),
    /**
     * Share (over 0, at most 1) of SCREENING_API_MAX_RPS that scheduled reconciles may spend on average: the interval
     * grows with the organization so that a run's calls fit (lib/sync/reconcile/budget.ts). SYNC_INTERVAL_SECONDS
     * stays the shortest interval.
     */
    SYNC_BUDGET_SHARE: z.coerce.number().gt(0).max(1).default(0.1),
    /** Set by scripts/start.ts on the server it spawns: the server stops when that process is gone. */
    LAUNCHER_PID: z.coerce.number().int().positive().optional(),
    /** Set by `npm run bench` only: mounts the endpoints its measures read (/api/sandbox/bench-*). */
    BENCH_ENDPOINTS: z.enum(["on", "off"]).default("off"),
    /** Set by the integration suite only: a file that gets one line per public sandbox response not conforming to the OpenAPI document. */
    SANDBOX_CONFORMANCE_LOG: z.string().min(1).optional(),
  },
  client: {},
  runtimeEnv: {
    LAUNCHER_PID: blank(process.env.LAUNCHER_PID),
    BENCH_ENDPOINTS: process.env.BENCH_ENDPOINTS,
    SANDBOX_CONFORMANCE_LOG: process.env.SANDBOX_CONFORMANCE_LOG,
    NODE_ENV: process.env.NODE_ENV,
    PORT: process.env.PORT,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    SCREENING_API_BASE_URL: process.env.SCREENING_API_BASE_URL,
    SCREENING_API_KEY: process.env.SCREENING_API_KEY,
    SANDBOX: process.env.SANDBOX,
    SANDBOX_API_KEYS: process.env.SANDBOX_API_KEYS,
    WEBHOOK_SECRET:
      blank(process.env.WEBHOOK_SECRET) ?? readOrCreateSecret(dataDir, "webhook-secret", makeWebhookSecret),
    SANDBOX_WEBHOOK_URL: process.env.SANDBOX_WEBHOOK_URL,
    SANDBOX_WEBHOOK_PRIVATE_TARGETS: process.env.SANDBOX_WEBHOOK_PRIVATE_TARGETS,
    AUTH_SECRET: blank(process.env.AUTH_SECRET) ?? readOrCreateSecret(dataDir, "auth-secret"),
    SANDBOX_TIME_SCALE: process.env.SANDBOX_TIME_SCALE,
    SANDBOX_RATE_LIMIT_PER_SECOND: process.env.SANDBOX_RATE_LIMIT_PER_SECOND,
    SANDBOX_PROBLEM_READY_DELAY_MS: process.env.SANDBOX_PROBLEM_READY_DELAY_MS,
    SANDBOX_IP_ENRICHMENT_DELAY_MS: process.env.SANDBOX_IP_ENRICHMENT_DELAY_MS,
    SANDBOX_SCOUT_RUN_MS: process.env.SANDBOX_SCOUT_RUN_MS,
    SANDBOX_FAULT_ERROR_RATE: process.env.SANDBOX_FAULT_ERROR_RATE,
    SANDBOX_FAULT_LATENCY_MS: process.env.SANDBOX_FAULT_LATENCY_MS,
    SCREENING_API_MAX_RPS: process.env.SCREENING_API_MAX_RPS,
    SCREENING_API_MAX_CONCURRENCY: process.env.SCREENING_API_MAX_CONCURRENCY,
    OIDC_ISSUER: process.env.OIDC_ISSUER,
    OIDC_CLIENT_ID: process.env.OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: process.env.OIDC_CLIENT_SECRET,
    OIDC_NAME: process.env.OIDC_NAME,
    BULK_CONCURRENCY: process.env.BULK_CONCURRENCY,
    BULK_LEASE_SECONDS: process.env.BULK_LEASE_SECONDS,
    SYNC_INTERVAL_SECONDS: process.env.SYNC_INTERVAL_SECONDS,
    SYNC_BUDGET_SHARE: process.env.SYNC_BUDGET_SHARE,
  },
  emptyStringAsUndefined: true,
});

/** The app's own origin, as the server reaches itself. */
export const ownOrigin = `http://127.0.0.1:${env.PORT}`;

/** The sandbox is mounted when asked, or by default when no real service is configured. */
export const sandboxEnabled = env.SANDBOX ? env.SANDBOX === "on" : !env.SCREENING_API_BASE_URL;

export const sandboxOrganizations = env.SANDBOX_API_KEYS.split(",").map((pair) => {
  const [slug, key] = pair.split(":") as [string, string];
  return { slug, key };
});

export const screeningApi = {
  baseUrl: env.SCREENING_API_BASE_URL ?? ownOrigin,
  /** In sandbox mode the first organization's key (Acme's demo key by default). */
  key: env.SCREENING_API_KEY ?? (sandboxEnabled ? sandboxOrganizations[0]?.key : undefined),
};

export const sandboxWebhookUrl = env.SANDBOX_WEBHOOK_URL ?? `${ownOrigin}/api/webhooks/screening`;

/** Set when single sign-on is configured (all three OIDC variables). */
export const oidcConfig =
  env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
    ? {
        issuer: env.OIDC_ISSUER,
        clientId: env.OIDC_CLIENT_ID,
        clientSecret: env.OIDC_CLIENT_SECRET,
        name: env.OIDC_NAME,
      }
    : null;
