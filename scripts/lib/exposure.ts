/**
 * How `npm start` exposes the app. The sandbox serves documented demo passwords and public demo keys, so in sandbox
 * mode the app listens on loopback only unless HOST says otherwise, and says loudly when it does. The demo accounts
 * must never sit in front of the real service: SANDBOX=on beside a real base URL or key is refused.
 */
type Env = Record<string, string | undefined>;

const loopbackHosts = new Set(["127.0.0.1", "::1", "localhost", "[::1]"]);
const isLoopback = (host: string) => loopbackHosts.has(host.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(host);

/** Sandbox mode as lib/env.ts decides it: SANDBOX when set, else on exactly when no real base URL is set. */
export const sandboxMode = (env: Env) => (env.SANDBOX ? env.SANDBOX === "on" : !env.SCREENING_API_BASE_URL);

/** The address to listen on: HOST when set; in sandbox mode loopback; otherwise every interface (undefined). */
export function listenHost(env: Env): string | undefined {
  if (env.HOST) return env.HOST;
  return sandboxMode(env) ? "127.0.0.1" : undefined;
}

/** Why this configuration must not start, or null. */
export function unsafeConfiguration(env: Env): string | null {
  if (env.SANDBOX !== "on") return null;
  let baseHost: string | undefined;
  try {
    baseHost = env.SCREENING_API_BASE_URL
      ? new URL(env.SCREENING_API_BASE_URL).hostname.replace(/^\[|\]$/g, "")
      : undefined;
  } catch {
    return "SCREENING_API_BASE_URL is not a URL.";
  }
  if (baseHost && !isLoopback(baseHost)) {
    return `SANDBOX=on with SCREENING_API_BASE_URL=${env.SCREENING_API_BASE_URL}: the sandbox's demo accounts would read the real service. Unset SANDBOX (or set SANDBOX=off) to use the real service.`;
  }
  if (env.SCREENING_API_KEY && !/^sbx_/.test(env.SCREENING_API_KEY)) {
    return "SANDBOX=on with a real SCREENING_API_KEY: the sandbox's demo accounts would act with it. Unset SANDBOX (or set SANDBOX=off) to use the real service.";
  }
  return null;
}

/** The warning to print when the sandbox's demo accounts are reachable from the network, or null. */
export function exposureWarning(env: Env): string | null {
  const host = listenHost(env);
  if (!sandboxMode(env) || (host && isLoopback(host))) return null;
  return [
    `⚠ The sandbox is listening on ${host ?? "every interface"}: its demo accounts (documented password) and public demo API keys`,
    "  are reachable by anyone on the network. Use it on loopback (unset HOST), or configure the real service.",
  ].join("\n");
}
