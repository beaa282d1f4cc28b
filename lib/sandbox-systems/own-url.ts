import "server-only";
import { ownOrigin, sandboxEnabled } from "@/lib/env";

/**
 * Whether `url` is one of this app's own sandbox systems (app/api/sandbox-systems/<system>/…) and sandbox mode is on:
 * the one loopback address the ATS and chat outbound guards let through without ATS_CALLBACK_HOSTS or
 * CHAT_WEBHOOK_HOSTS. Only the origin the server calls itself at, only under that system's mount point (never the
 * controls, never the screening emulator's /api/public); the URL parser has already resolved any `..`.
 */
export function isOwnSandboxSystem(url: URL, system: string): boolean {
  if (!sandboxEnabled || system === "control" || system === "files" || !/^[a-z]+$/.test(system)) return false;
  if (url.origin !== new URL(ownOrigin).origin || url.username || url.password) return false;
  const mount = `/api/sandbox-systems/${system}`;
  return url.pathname === mount || url.pathname.startsWith(`${mount}/`);
}
