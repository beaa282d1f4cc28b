import "server-only";
import { env } from "@/lib/env";
import { checkOutboundHost } from "@/lib/security/outbound-address";

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
  const check = await checkOutboundHost(new URL(url).hostname, { publicOnly: true });
  return check.ok
    ? { ok: true, pinned: { address: check.address, family: check.family } }
    : {
        ok: false,
        reason: check.reason.replace("only public addresses are called", "webhooks go to public addresses only"),
      };
}

/** Why a URL is refused as a webhook target, or null (for setting the URL). */
export async function webhookTargetRefusal(url: string): Promise<string | null> {
  const check = await checkWebhookTarget(url);
  return check.ok ? null : check.reason;
}
