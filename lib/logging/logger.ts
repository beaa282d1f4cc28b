import "server-only";
import type { Logger } from "pino";
import { env } from "@/lib/env";
import { createLogger } from "./create-logger";

const key = Symbol.for("screening-dashboard.logger");

/**
 * The server's logger: JSON lines on stdout at LOG_LEVEL. One per process (on globalThis, like the limiter).
 * Log an error as `logger.error({ err, ...context }, "what failed")` so its stack is kept as a field.
 */
export const logger: Logger = ((globalThis as typeof globalThis & { [key]?: Logger })[key] ??= createLogger(
  env.LOG_LEVEL,
));
