import "server-only";
import { env } from "@/lib/env";
import { checkOutboundHost, type AddressCheck } from "@/lib/security/outbound-address";
import { isListedHost } from "@/lib/security/listed-hosts";

/** Whether SMTP_HOSTS lists the host and port (an entry without a port allows any port of that host). */
const isListed = (host: string, port: number) => isListedHost(env.SMTP_HOSTS, host, port);

/**
 * The address a mail server set under Settings → Email must be connected to, through the outbound guard web hooks
 * and audit destinations use: a public address, or one the operator listed in SMTP_HOSTS (a private relay). Checked
 * before every connection (a name may be re-pointed meanwhile); the connection goes to the checked address.
 */
export async function checkMailServerAddress(host: string, port: number): Promise<AddressCheck> {
  const check = await checkOutboundHost(host, { publicOnly: !isListed(host.replace(/^\[|\]$/g, ""), port) });
  return check.ok
    ? check
    : {
        ok: false,
        reason: check.reason.replace(
          "only public addresses are called",
          "a mail server set here must be a public address, or listed in SMTP_HOSTS by whoever runs the dashboard",
        ),
      };
}
