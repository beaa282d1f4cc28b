import ipaddr from "ipaddr.js";

/** Addresses or CIDRs of proxies whose `X-Forwarded-For` entries are believed (TRUSTED_PROXIES). */
export type TrustedProxies = Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>;

/** An address as one family: IPv4-mapped IPv6 (`::ffff:10.0.0.1`, as dual-stack sockets report) is its IPv4. */
function parseAddress(value: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const trimmed = value.trim().replace(/^\[(.*)\]$/, "$1");
  if (!ipaddr.isValid(trimmed)) return null;
  const address = ipaddr.parse(trimmed);
  return address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

/** Parses `10.0.0.0/8, 192.168.1.5, fd00::/8`; throws on an entry that is neither an address nor a CIDR. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  return (value ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      if (entry.includes("/")) {
        if (!ipaddr.isValidCIDR(entry)) throw new Error(`TRUSTED_PROXIES: ${entry} is not a CIDR`);
        return ipaddr.parseCIDR(entry);
      }
      const address = parseAddress(entry);
      if (!address) throw new Error(`TRUSTED_PROXIES: ${entry} is not an address`);
      return [address, address.kind() === "ipv4" ? 32 : 128] as [ipaddr.IPv4 | ipaddr.IPv6, number];
    });
}

function isTrusted(address: ipaddr.IPv4 | ipaddr.IPv6, trusted: TrustedProxies): boolean {
  return trusted.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then `X-Forwarded-For` is walked
 * from its right end (the entry the nearest proxy appended) leftwards past every trusted proxy, and the first
 * address that is not one is the client. Entries left of it are whatever the client sent and never count; an
 * entry that is not an address stops the walk at the last good one.
 */
export function resolveClientAddress(
  socket: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  const peer = socket ? parseAddress(socket) : null;
  if (!peer) return "unknown";
  let client = peer;
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  while (isTrusted(client, trusted) && hops.length) {
    const next = parseAddress(hops.pop()!);
    if (!next) break;
    client = next;
  }
  return client.toString();
}
