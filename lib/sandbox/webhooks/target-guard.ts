import "server-only";
import { lookup } from "node:dns/promises";
import { isPubliclyRoutableIp } from "@/lib/api-contract/ip-address";
import { env } from "@/lib/env";

/** An address the guard checked, to connect to it and to nothing else (no second lookup, no rebinding window). */
export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

export type TargetCheck = { ok: true; pinned: CheckedAddress | null } | { ok: false; reason: string };

/**
 * Where an organization may send the sandbox's webhooks: only to publicly routable addresses, unless
 * SANDBOX_WEBHOOK_PRIVATE_TARGETS=allow. A name is resolved and every address it gives must pass, checked when the
 * URL is set and again before each delivery (a name can be re-pointed in between). A passed check names the
 * address to connect to (`pinned`; null when every target is allowed), so the delivery never resolves again.
 */
export async function checkWebhookTarget(url: string): Promise<TargetCheck> {
  if (env.SANDBOX_WEBHOOK_PRIVATE_TARGETS === "allow") return { ok: true, pinned: null };
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const refuse = (reason: string) => ({ ok: false as const, reason });
  if (host === "localhost" || host.endsWith(".localhost"))
    return refuse(`${host} is this machine; webhooks go to public addresses only`);
  const literal = isPubliclyRoutableIp(host);
  if (literal.ok) return { ok: true, pinned: { address: host, family: literal.version } };
  if (literal.reason !== "not an IP address")
    return refuse(`${host}: ${literal.reason}; webhooks go to public addresses only`);
  const addresses = await lookup(host, { all: true }).catch(() => null);
  if (!addresses?.length) return refuse(`${host} does not resolve`);
  const checked = addresses.map((a) => ({ address: a.address, check: isPubliclyRoutableIp(a.address) }));
  const refused = checked.find((a) => !a.check.ok);
  if (refused && !refused.check.ok)
    return refuse(
      `${host} resolves to ${refused.address}, which ${refused.check.reason.replace(/^.* is /, "is ")}; webhooks go to public addresses only`,
    );
  const first = checked[0]!;
  return { ok: true, pinned: { address: first.address, family: first.check.ok ? first.check.version : 4 } };
}

/** Why a URL is refused as a webhook target, or null (for setting the URL). */
export async function webhookTargetRefusal(url: string): Promise<string | null> {
  const check = await checkWebhookTarget(url);
  return check.ok ? null : check.reason;
}
