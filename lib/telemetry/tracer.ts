import "server-only";
import { trace } from "@opentelemetry/api";

/** The app's own spans (screening-API calls, jobs); a no-op until instrumentation.ts registers a provider. */
export const tracer = trace.getTracer("screening-dashboard");
