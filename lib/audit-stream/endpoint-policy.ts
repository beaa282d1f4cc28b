import "server-only";
import { env } from "@/lib/env";
import { checkOutboundHost, type AddressCheck } from "@/lib/security/outbound-address";
import { isListedHost } from "@/lib/security/listed-hosts";

/** Whether AUDIT_STREAM_HOSTS lists the host and port (an entry without a port allows any port of that host). */
const isListed = (host: string, port: number) => isListedHost(env.AUDIT_STREAM_HOSTS, host, port);

/**
 * The address a destination must be connected to, through the outbound guard web hooks use: a public address, or
 * one the operator listed in AUDIT_STREAM_HOSTS. Checked when the destination is added and before every
 * connection (a name may be re-pointed meanwhile); the connection goes to the checked address, never to a second
 * lookup of the name.
 */
export async function checkDestinationAddress(host: string, port: number): Promise<AddressCheck> {
  const check = await checkOutboundHost(host, { publicOnly: !isListed(host, port) });
  return check.ok
    ? check
    : {
        ok: false,
        reason: check.reason.replace("only public addresses are called", "audit destinations must be public addresses"),
      };
}
