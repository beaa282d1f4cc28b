import "server-only";
import { env } from "@/lib/env";
import { parseTrustedProxies, resolveClientAddress } from "./trusted-proxies";

type HeaderSource = Record<string, string | string[] | undefined> | Headers | undefined;

const trusted = parseTrustedProxies(env.TRUSTED_PROXIES);

const read = (headers: HeaderSource, name: string): string | undefined => {
  const raw = headers instanceof Headers ? headers.get(name) : headers?.[name];
  return Array.isArray(raw) ? raw.join(",") : (raw ?? undefined);
};

/**
 * The client's address, for everything that limits or records by address (the sign-in throttle, the audit log,
 * the session list): the socket's peer, which the launcher's preload (socket-address-preload.mjs) writes into a
 * header of its own over any copy a client sent, or, when that peer is in TRUSTED_PROXIES, the first untrusted
 * `X-Forwarded-For` hop from the right. "unknown" when the server was started without the launcher.
 */
export function clientAddress(headers: HeaderSource): string {
  const header = (globalThis as Record<symbol, unknown>)[Symbol.for("screening-dashboard.socket-address-header")];
  const socket = typeof header === "string" ? read(headers, header) : undefined;
  return resolveClientAddress(socket, read(headers, "x-forwarded-for"), trusted);
}
