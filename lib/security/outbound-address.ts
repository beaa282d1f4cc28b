import "server-only";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { isPubliclyRoutableIp } from "@/lib/api-contract/ip-address";

export type AddressCheck = { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: string };

/**
 * The address an outbound request to `hostname` must connect to: a literal IP as it is, a name resolved once and
 * every address it gives checked. With `publicOnly`, loopback, private, link-local and metadata addresses are
 * refused. Callers connect to the returned address (not to the name again), so a name re-pointed between the
 * check and the connection cannot reach anything the check refused.
 */
export async function checkOutboundHost(
  hostname: string,
  { publicOnly }: { publicOnly: boolean },
): Promise<AddressCheck> {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (publicOnly && (host === "localhost" || host.endsWith(".localhost")))
    return { ok: false, reason: `${host} is this machine; only public addresses are called` };
  if (isIP(host)) {
    const literal = isPubliclyRoutableIp(host);
    if (publicOnly && !literal.ok)
      return { ok: false, reason: `${host}: ${literal.reason}; only public addresses are called` };
    return { ok: true, address: host, family: isIP(host) as 4 | 6 };
  }
  const addresses = await lookup(host, { all: true }).catch(() => null);
  if (!addresses?.length) return { ok: false, reason: `${host} does not resolve` };
  if (publicOnly) {
    for (const a of addresses) {
      const check = isPubliclyRoutableIp(a.address);
      if (!check.ok)
        return {
          ok: false,
          reason: `${host} resolves to ${a.address}, which ${check.reason.replace(/^.* is /, "is ")}; only public addresses are called`,
        };
    }
  }
  const first = addresses[0]!;
  return { ok: true, address: first.address, family: first.family as 4 | 6 };
}
