import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/** What every log line written inside a unit of work carries: the job it belongs to. */
export interface LogContext {
  jobId?: string;
  jobKind?: string;
}

const key = Symbol.for("screening-dashboard.log-context");

/** One store per process (on globalThis: Next.js may load this module once per bundle). */
function storage(): AsyncLocalStorage<LogContext> {
  const store = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<LogContext> };
  store[key] ??= new AsyncLocalStorage<LogContext>();
  return store[key];
}

/** Runs `fn` with `context` added to every log line it writes, however deep. */
export function withLogContext<T>(context: LogContext, fn: () => T): T {
  return storage().run({ ...storage().getStore(), ...context }, fn);
}

export function currentLogContext(): LogContext | undefined {
  return storage().getStore();
}
