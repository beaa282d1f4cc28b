import "server-only";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** Seconds: from a fast API answer to a slow reconcile. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const lagBuckets = [0.1, 0.5, 1, 2, 5, 10, 30, 60, 300, 900, 3600];
const runBuckets = [1, 5, 15, 30, 60, 120, 300, 600, 1200, 3600];

/** The three kinds of metric, each registered in the instance's registry as it is made. */
function makers(registry: Registry) {
  const registers = [registry];
  return {
    counter: <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
      new Counter<L>({ name, help, labelNames, registers }),
    histogram: <L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) =>
      new Histogram<L>({ name, help, labelNames, buckets, registers }),
    gauge: <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
      new Gauge<L>({ name, help, labelNames, registers }),
  };
}

type Makers = ReturnType<typeof makers>;

/** Requests to the screening service: how many, how long, how often refused, how long they waited to be sent. */
function screeningApiMetrics({ counter, histogram }: Makers) {
  return {
    requests: counter(
      "screening_api_requests_total",
      "HTTP requests to the screening service, retries included, by operation (route template) and status (HTTP status, or network/timeout/aborted when none came).",
      ["operation", "status"],
    ),
    duration: histogram(
      "screening_api_request_duration_seconds",
      "Time of one HTTP request to the screening service, from sending to the answer read (limiter waits excluded).",
      ["operation", "status"],
      latencyBuckets,
    ),
    rateLimited: counter("screening_api_rate_limited_total", "Answers 429 from the screening service, by operation.", [
      "operation",
    ]),
    limiterWait: histogram(
      "screening_api_limiter_wait_seconds",
      "Time a request waited in this instance's limiter before it could be sent, by lane (interactive or background).",
      ["lane"],
      latencyBuckets,
    ),
  };
}

/** The reconciler's runs, what they read and changed, and how fresh the read model is. */
function syncMetrics({ counter, histogram, gauge }: Makers) {
  return {
    runs: counter("sync_runs_total", "Reconciler runs ended on this instance, by outcome.", ["outcome"]),
    duration: histogram(
      "sync_run_duration_seconds",
      "Reconciler runs from their start (a resumed run from its first start) to their end, by outcome.",
      ["outcome"],
      runBuckets,
    ),
    items: counter(
      "sync_items_total",
      "What reconciler runs on this instance read and changed, by kind (screens, candidates, rows_changed, results, problems, api_calls).",
      ["kind"],
    ),
    lastCompleted: gauge(
      "sync_last_completed_timestamp_seconds",
      "When the newest completed reconcile (of any instance) finished, Unix seconds; 0 when none has.",
      [],
    ),
    lag: gauge("sync_lag_seconds", "Seconds since the newest completed reconcile (of any instance) finished.", []),
  };
}

/** Webhook deliveries received and processed, their lags and the backlog. */
function webhookMetrics({ counter, histogram, gauge }: Makers) {
  return {
    received: counter(
      "webhooks_received_total",
      "Webhook deliveries received on this instance, by event type and outcome (stored, duplicate, unauthorized, invalid).",
      ["type", "outcome"],
    ),
    receiptLag: histogram(
      "webhook_receipt_lag_seconds",
      "From the sender's webhook-timestamp to the delivery being stored, by event type.",
      ["type"],
      lagBuckets,
    ),
    processed: counter(
      "webhooks_processed_total",
      "Stored webhook events processed on this instance, by event type and outcome (processed, ignored, failed).",
      ["type", "outcome"],
    ),
    processingLag: histogram(
      "webhook_processing_lag_seconds",
      "From the sender's webhook-timestamp to the event applied to the read model, by event type.",
      ["type"],
      lagBuckets,
    ),
    backlog: gauge(
      "webhooks_backlog",
      "Stored webhook events not processed yet (of every instance), by status (received, processing, failed).",
      ["status"],
    ),
  };
}

/** The job engine's queue, runs and their durations. */
function jobMetrics({ counter, histogram, gauge }: Makers) {
  return {
    queueDepth: gauge(
      "jobs_queue_depth",
      "Jobs in the queue (of every instance), by kind and state; set by a collector the job engine registers.",
      ["kind", "state"],
    ),
    runs: counter("job_runs_total", "Jobs worked on this instance, by kind and outcome (completed, failed).", [
      "kind",
      "outcome",
    ]),
    duration: histogram(
      "job_duration_seconds",
      "Time one job took on this instance, by kind and outcome.",
      ["kind", "outcome"],
      latencyBuckets.concat(runBuckets.filter((b) => b > 30)),
    ),
  };
}

/**
 * Every metric this instance exports. Labels are bounded sets (route templates, statuses, kinds, outcomes):
 * never an identifier, an email or anything else that names a person or grows with the data.
 */
function define() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const make = makers(registry);
  const { counter } = make;

  return {
    registry,
    screeningApi: screeningApiMetrics(make),
    sync: syncMetrics(make),
    webhooks: webhookMetrics(make),
    outbox: {
      deliveries: counter(
        "outbox_deliveries_total",
        "Outbox deliveries attempted on this instance, by target (ats, email, chat…) and outcome (delivered, retry, failed).",
        ["target", "outcome"],
      ),
    },
    signIn: {
      failures: counter(
        "sign_in_failures_total",
        "Refused password sign-ins, by reason (unknown, password, disabled, invalid).",
        ["reason"],
      ),
      throttled: counter("sign_in_throttled_total", "Sign-ins refused by the throttle.", []),
    },
    jobs: jobMetrics(make),
    collectorFailures: counter(
      "metrics_collector_failures_total",
      "Gauge collectors that failed or ran out of time during a scrape, by collector.",
      ["collector"],
    ),
  };
}

export type Metrics = ReturnType<typeof define>;

const key = Symbol.for("screening-dashboard.metrics");

/**
 * The process's metrics, created once. On globalThis because Next.js may load this module once per bundle (route
 * handlers, pages, actions, instrumentation): separate copies would register every name twice and split counts.
 */
export function getMetrics(): Metrics {
  const store = globalThis as typeof globalThis & { [key]?: Metrics };
  store[key] ??= define();
  return store[key];
}
