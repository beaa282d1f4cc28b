/**
 * How long the server keeps an idle keep-alive connection (ms). Node's default, 5 s, closes a connection as a
 * client or a proxy sends its next request on it, which that request meets as ECONNRESET (a journey's API call did,
 * on a loaded machine): longer than the idle timeouts of the usual proxies (60 s), so they close first. Idle
 * connections are still closed at once on SIGTERM (lib/shutdown). KEEP_ALIVE_TIMEOUT sets another.
 */
export const keepAliveTimeoutMs = (env: NodeJS.ProcessEnv) => env.KEEP_ALIVE_TIMEOUT || "65000";
