import "server-only";
import { context, trace } from "@opentelemetry/api";
import pino, { type DestinationStream, type Level, type Logger } from "pino";
import { currentLogContext } from "./log-context";

/**
 * Fields never written out, wherever they sit in the first three levels of a logged object: keys, tokens,
 * passwords, secrets, cookies and Authorization headers. A value is replaced, so a line still shows the field
 * was there.
 */
const secretNames = [
  "password",
  "passwordHash",
  "newPassword",
  "currentPassword",
  "token",
  "accessToken",
  "refreshToken",
  "sessionToken",
  "csrfToken",
  "secret",
  "clientSecret",
  "apiKey",
  "api_key",
  "key",
  "authorization",
  "Authorization",
  "cookie",
  "Cookie",
  "set-cookie",
  "x-api-key",
  "webhook-signature",
];
export const redactedPaths = secretNames.flatMap((name) => {
  const field = /^[A-Za-z_$][\w$]*$/.test(name) ? name : `["${name}"]`;
  const join = (prefix: string) => (field.startsWith("[") ? `${prefix}${field}` : `${prefix}.${field}`);
  return [field, join("*"), join("*.*")];
});

/**
 * JSON lines: ISO time, level name, message, the trace and span of the work in progress (so a line can be found
 * from its trace and back) and the job it belongs to. `destination` is for tests; stdout otherwise.
 */
export function createLogger(level: Level | "silent", destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "screening-dashboard", pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
      redact: { paths: redactedPaths, censor: "[redacted]" },
      mixin() {
        const span = trace.getSpan(context.active())?.spanContext();
        const work = currentLogContext();
        return {
          ...(span && trace.isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {}),
          ...(work?.jobId ? { job_id: work.jobId } : {}),
          ...(work?.jobKind ? { job_kind: work.jobKind } : {}),
        };
      },
    },
    destination,
  );
}
