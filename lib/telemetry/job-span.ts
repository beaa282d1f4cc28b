import "server-only";
import { SpanStatusCode } from "@opentelemetry/api";
import { withLogContext } from "@/lib/logging/log-context";
import { getMetrics } from "@/lib/metrics/definitions";
import { tracer } from "./tracer";

/**
 * Works one background job inside a span of its own (`job <kind>`, a new trace: no request is waiting on it),
 * with `job_id` and `job_kind` on every log line written meanwhile, and its outcome and duration counted in
 * job_runs_total and job_duration_seconds. `kind` is a fixed name (`sync.reconcile`, `bulk.row`), never an id.
 */
export function withJobSpan<T>(kind: string, fn: () => Promise<T>, options: { jobId?: string } = {}): Promise<T> {
  const { jobs } = getMetrics();
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  return withLogContext({ jobKind: kind, jobId: options.jobId }, () =>
    tracer.startActiveSpan(
      `job ${kind}`,
      { root: true, attributes: { "job.kind": kind, ...(options.jobId ? { "job.id": options.jobId } : {}) } },
      async (span) => {
        try {
          const value = await fn();
          jobs.runs.inc({ kind, outcome: "completed" });
          jobs.duration.observe({ kind, outcome: "completed" }, seconds());
          return value;
        } catch (error) {
          jobs.runs.inc({ kind, outcome: "failed" });
          jobs.duration.observe({ kind, outcome: "failed" }, seconds());
          span.recordException(error instanceof Error ? error : String(error));
          span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : undefined });
          throw error;
        } finally {
          span.end();
        }
      },
    ),
  );
}
