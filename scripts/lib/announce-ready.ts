import { demoUsers, DEMO_PASSWORD } from "../../lib/auth/demo-users";
import { sandboxMode } from "./exposure";

type Env = Record<string, string | undefined>;

/** Where a person opens the dashboard: PUBLIC_URL when set, else this machine's port. */
export const openUrl = (env: Env, port: number) => (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, "");

/** The closing lines of a start: where to open it, how long it took and, in sandbox mode, who to sign in as. */
export function readyLines(env: Env, port: number, seconds: number): string[] {
  const lines = [`▸ Ready in ${seconds} s: open ${openUrl(env, port)}`];
  if (sandboxMode(env))
    lines.push(
      `  Sign in as ${demoUsers.map((u) => `${u.email} (${u.label.toLowerCase()})`).join(", ")}; password "${DEMO_PASSWORD}",`,
      "  or click an account on the sign-in page.",
    );
  return lines;
}

/**
 * Waits until the server says it is ready (GET /api/health?ready: migrations applied, the read model's first copy
 * made), then prints readyLines. Gives up quietly when `stopped()` turns true; a start that takes longer than
 * `timeoutMs` says so once and leaves the server running.
 */
export async function announceWhenReady(options: {
  env: Env;
  host: string | undefined;
  port: number;
  startedAt: number;
  stopped: () => boolean;
  timeoutMs?: number;
}) {
  const probeHost = !options.host || options.host === "0.0.0.0" || options.host === "::" ? "127.0.0.1" : options.host;
  const probe = `http://${probeHost.includes(":") ? `[${probeHost}]` : probeHost}:${options.port}/api/health?ready`;
  const deadline = Date.now() + (options.timeoutMs ?? 15 * 60_000);
  while (!options.stopped()) {
    const ready = await fetch(probe, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      const seconds = Math.round((Date.now() - options.startedAt) / 1000);
      for (const line of readyLines(options.env, options.port, seconds)) console.log(line);
      return;
    }
    if (Date.now() > deadline) {
      console.warn(`▸ Not ready after ${Math.round((options.timeoutMs ?? 15 * 60_000) / 60_000)} min: see ${probe}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
