import "server-only";
import { env } from "@/lib/env";
import { checkOutboundHost } from "@/lib/security/outbound-address";

/**
 * Where an organization may send the sandbox's webhooks: only to publicly routable addresses, unless
 * SANDBOX_WEBHOOK_PRIVATE_TARGETS=allow. A name is resolved and every address it gives must pass, checked when the
 * URL is set and again before each delivery (a name can be re-pointed in between). Returns why a URL is refused,
 * or null.
 */
export async function webhookTargetRefusal(url: string): Promise<string | null> {
  if (env.SANDBOX_WEBHOOK_PRIVATE_TARGETS === "allow") return null;
  const check = await checkOutboundHost(new URL(url).hostname, { publicOnly: true });
  return check.ok
    ? null
    : check.reason.replace("only public addresses are called", "webhooks go to public addresses only");
}
