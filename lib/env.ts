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
    /**
     * Connections an instance's pages, actions and job handlers hold at most (Prisma's pool), shared among its
     * server processes (WEB_CONCURRENCY). The job engine's own pool (8) and two LISTEN connections per process
     * come on top (docs/operators/deploy.md, "Database connections").
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
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
    /**
     * Whether sandbox mode gives the demo organization a team history once its first sync is in (lib/demo-history):
     * verdicts, second opinions, decisions, notes and calibration rounds over the last thirteen weeks, by the demo
     * users. The test suites turn it off, so their tests own the data they count.
     */
    SANDBOX_DEMO_HISTORY: z.enum(["on", "off"]).default("on"),
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
    /**
     * A bulk row's job not finished after this long is given up and retried, on any instance: how soon the rows
     * of an instance that died are taken over (lib/bulk/row-job.ts).
     */
    BULK_ROW_EXPIRE_SECONDS: z.coerce.number().int().min(5).default(30),
    /**
     * Applications (Greenhouse) or EEO responses (Lever) an EEO answers read takes per page: each page is recorded
     * with its counts, so this is also how often its progress moves (lib/fairness/eeo-read).
     */
    EEO_READ_PAGE_SIZE: z.coerce.number().int().min(1).max(100).default(25),
    /**
     * How long an instance holds an outbox message it is sending (ATS write-back, emails, chat posts): how soon
     * another instance resumes the deliveries of one that died. Longer than one delivery run (four attempts with
     * waits of up to 20 s), hence at least 30 (lib/outbox/deliver.ts).
     */
    OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(30).default(120),
    /**
     * How often the reconciler confirms the mirror (lib/sync) against the API. Webhooks update it at once; this
     * catches what they missed. One instance runs it at a time.
     */
    SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(10).default(300),
    /**
     * Addresses or CIDRs of the reverse proxies in front of this app whose `X-Forwarded-For` entries are believed,
     * walked right to left (lib/auth/trusted-proxies.ts). Unset: none; the socket's peer address counts.
     */
    TRUSTED_PROXIES: z.string().optional(),
    /**
     * Outgoing email (smtp:// or smtps://, credentials in the URL). Set: it wins, and Settings → Email shows it
     * read-only. Unset: the mail server an admin set under Settings → Email, else (sandbox mode) the built-in catcher,
     * else no email is sent.
     */
    SMTP_URL: z.url().optional(),
    /**
     * Extra `host[:port]` entries (comma-separated; no port: any) a mail server set under Settings → Email may use
     * although not a public address: a relay on the private network, or `127.0.0.1` in tests. SMTP_URL is not checked.
     */
    SMTP_HOSTS: z
      .string()
      .regex(/^[^,\s/]+(,[^,\s/]+)*$/, "SMTP_HOSTS is host[:port],host[:port]")
      .optional(),
    /** The From address of every email. */
    MAIL_FROM: z.string().min(3).default("Screening dashboard <dashboard@localhost>"),
    /** How long the first notification waits for others to the same reader or channel before its message goes. */
    NOTIFICATIONS_GATHER_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** The least time between two alert emails to one reader (or posts to one channel): a flood becomes one summary. */
    NOTIFICATIONS_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
    /** The dashboard's address as its users reach it: links in emails and chat messages. */
    PUBLIC_URL: z.url().optional(),
    /**
     * Extra `host[:port]` entries (comma-separated) a chat channel's incoming-webhook URL may point at, http allowed,
     * beside the chat providers' own https hosts: tests (`127.0.0.1:<port>`) and self-hosted relays. Unset: none.
     */
    CHAT_WEBHOOK_HOSTS: z
      .string()
      .regex(/^[^,\s/]+(,[^,\s/]+)*$/, "CHAT_WEBHOOK_HOSTS is host[:port],host[:port]")
      .optional(),
    /**
     * Share (over 0, at most 1) of SCREENING_API_MAX_RPS that scheduled reconciles may spend on average: the interval
     * grows with the organization so that a run's calls fit (lib/sync/reconcile/budget.ts). SYNC_INTERVAL_SECONDS
     * stays the shortest interval.
     */
    SYNC_BUDGET_SHARE: z.coerce.number().gt(0).max(1).default(0.1),
    /**
     * After SIGTERM, how long an instance keeps accepting connections (answering readiness 503) before it closes its
     * port, so that load balancers stop sending it traffic first (lib/shutdown). 0 for `npm start` on its own; the
     * image sets 5 (Kubernetes and proxies take a few seconds to notice). The whole shutdown still ends within 25 s.
     */
    SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * Set by the launchers (scripts/start.ts, scripts/serve-standalone.ts) on the server they spawn: Next.js leaves
     * SIGTERM to the app's graceful shutdown (lib/shutdown). Next.js' own name for it.
     */
    NEXT_MANUAL_SIG_HANDLE: z.string().optional(),
    /** Set by scripts/start.ts on the server it spawns: the server stops when that process is gone. */
    LAUNCHER_PID: z.coerce.number().int().positive().optional(),
    /**
     * Set by the launchers when an instance runs several server processes (WEB_CONCURRENCY): how many. The client's
     * limits (SCREENING_API_MAX_RPS, SCREENING_API_MAX_CONCURRENCY) and the database pools (DATABASE_POOL_SIZE, the
     * job engine's) are the instance's, shared among them.
     */
    SERVER_PROCESSES: z.coerce.number().int().positive().default(1),
    /** Set by `npm run bench` only: mounts the endpoints its measures read (/api/sandbox/bench-*). */
    BENCH_ENDPOINTS: z.enum(["on", "off"]).default("off"),
    /**
     * Extra `host[:port]` entries (comma-separated) an ATS connection's base URL may point at, http allowed, beside
     * the ATSs' own https domains: tests (`127.0.0.1`, any port) and self-hosted proxies. Unset: none.
     */
    ATS_CALLBACK_HOSTS: z
      .string()
      .regex(/^[^,\s/]+(,[^,\s/]+)*$/, "ATS_CALLBACK_HOSTS is host[:port],host[:port]")
      .optional(),
    /**
     * Extra `host[:port]` entries (comma-separated) a SAML identity provider's metadata URL and sign-in URL may point
     * at, http and private addresses allowed, beside public https hosts: tests (`127.0.0.1`) and IdPs on an internal
     * network. Unset: none.
     */
    SAML_METADATA_HOSTS: z
      .string()
      .regex(/^[^,\s/]+(,[^,\s/]+)*$/, "SAML_METADATA_HOSTS is host[:port],host[:port]")
      .optional(),
    /**
     * Extra `host[:port]` entries (comma-separated) an audit destination (Settings → Security) may point at although
     * they are not public addresses: a log collector on the private network, and tests (`127.0.0.1`). TLS is still
     * required. Unset: audit destinations must be publicly routable.
     */
    AUDIT_STREAM_HOSTS: z
      .string()
      .regex(/^[^,\s/]+(,[^,\s/]+)*$/, "AUDIT_STREAM_HOSTS is host[:port],host[:port]")
      .optional(),
    /**
     * How long one instance's delivery run owns an audit destination (renewed with every page it delivers); a
     * SIGKILLed instance's destinations are taken over once it lapses (lib/audit-stream/deliver.ts).
     */
    AUDIT_STREAM_LEASE_SECONDS: z.coerce.number().int().min(10).max(600).default(60),
    /** Set by the integration suite only: a file that gets one line per public sandbox response not conforming to the OpenAPI document. */
    SANDBOX_CONFORMANCE_LOG: z.string().min(1).optional(),
    /** Bearer token Prometheus sends to GET /api/metrics; unset, the endpoint answers 404. */
    METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
    /** OTLP/HTTP collector base URL (traces go to <it>/v1/traces); unset, no trace leaves the process. */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
    /** service.name of the exported traces. */
    OTEL_SERVICE_NAME: z.string().min(1).default("screening-dashboard"),
    /** Least severe level written to stdout (JSON lines). */
    LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default("info"),
  },
  client: {},
  runtimeEnv: {
    LAUNCHER_PID: blank(process.env.LAUNCHER_PID),
    SERVER_PROCESSES: blank(process.env.SERVER_PROCESSES),
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES,
    BENCH_ENDPOINTS: process.env.BENCH_ENDPOINTS,
    SANDBOX_CONFORMANCE_LOG: process.env.SANDBOX_CONFORMANCE_LOG,
    ATS_CALLBACK_HOSTS: process.env.ATS_CALLBACK_HOSTS,
    SAML_METADATA_HOSTS: process.env.SAML_METADATA_HOSTS,
    AUDIT_STREAM_HOSTS: process.env.AUDIT_STREAM_HOSTS,
    AUDIT_STREAM_LEASE_SECONDS: process.env.AUDIT_STREAM_LEASE_SECONDS,
    METRICS_TOKEN: process.env.METRICS_TOKEN,
    OTEL_EXPORTER_OTLP_ENDPOINT: process.env.OTEL_EXPORTER_OTLP_ENDPOINT,
    OTEL_SERVICE_NAME: process.env.OTEL_SERVICE_NAME,
    LOG_LEVEL: process.env.LOG_LEVEL,
    NODE_ENV: process.env.NODE_ENV,
    PORT: process.env.PORT,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
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
    SANDBOX_DEMO_HISTORY: process.env.SANDBOX_DEMO_HISTORY,
    SCREENING_API_MAX_RPS: process.env.SCREENING_API_MAX_RPS,
    SCREENING_API_MAX_CONCURRENCY: process.env.SCREENING_API_MAX_CONCURRENCY,
    OIDC_ISSUER: process.env.OIDC_ISSUER,
    OIDC_CLIENT_ID: process.env.OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: process.env.OIDC_CLIENT_SECRET,
    OIDC_NAME: process.env.OIDC_NAME,
    BULK_CONCURRENCY: process.env.BULK_CONCURRENCY,
    BULK_ROW_EXPIRE_SECONDS: process.env.BULK_ROW_EXPIRE_SECONDS,
    EEO_READ_PAGE_SIZE: process.env.EEO_READ_PAGE_SIZE,
    OUTBOX_LEASE_SECONDS: process.env.OUTBOX_LEASE_SECONDS,
    SYNC_INTERVAL_SECONDS: process.env.SYNC_INTERVAL_SECONDS,
    SMTP_URL: process.env.SMTP_URL,
    SMTP_HOSTS: process.env.SMTP_HOSTS,
    MAIL_FROM: process.env.MAIL_FROM,
    PUBLIC_URL: process.env.PUBLIC_URL,
    NOTIFICATIONS_GATHER_SECONDS: process.env.NOTIFICATIONS_GATHER_SECONDS,
    NOTIFICATIONS_COOLDOWN_SECONDS: process.env.NOTIFICATIONS_COOLDOWN_SECONDS,
    CHAT_WEBHOOK_HOSTS: process.env.CHAT_WEBHOOK_HOSTS,
    SYNC_BUDGET_SHARE: process.env.SYNC_BUDGET_SHARE,
    SHUTDOWN_DELAY_SECONDS: process.env.SHUTDOWN_DELAY_SECONDS,
    NEXT_MANUAL_SIG_HANDLE: process.env.NEXT_MANUAL_SIG_HANDLE,
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

/** Where links in emails and chat messages point. */
export const publicOrigin = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");

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
