import "server-only";
import { lookup } from "node:dns/promises";
import { isPubliclyRoutableIp } from "@/lib/api-contract/ip-address";
import { env } from "@/lib/env";

/**
 * Where an organization may send the sandbox's webhooks: only to publicly routable addresses, unless
 * SANDBOX_WEBHOOK_PRIVATE_TARGETS=allow. A name is resolved and every address it gives must pass, checked when the
 * URL is set and again before each delivery (a name can be re-pointed in between). Returns why a URL is refused,
 * or null.
 */
export async function webhookTargetRefusal(url: string): Promise<string | null> {
  if (env.SANDBOX_WEBHOOK_PRIVATE_TARGETS === "allow") return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost"))
    return `${host} is this machine; webhooks go to public addresses only`;
  const literal = isPubliclyRoutableIp(host);
  if (literal.ok) return null;
  if (literal.reason !== "not an IP address") return `${host}: ${literal.reason}; webhooks go to public addresses only`;
  const addresses = await lookup(host, { all: true }).catch(() => null);
  if (!addresses?.length) return `${host} does not resolve`;
  const refused = addresses
    .map((a) => ({ address: a.address, check: isPubliclyRoutableIp(a.address) }))
    .find((a) => !a.check.ok);
  return refused && !refused.check.ok
    ? `${host} resolves to ${refused.address}, which ${refused.check.reason.replace(/^.* is /, "is ")}; webhooks go to public addresses only`
    : null;
}
