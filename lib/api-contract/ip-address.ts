import ipaddr from "ipaddr.js";

export type IpCheck = { ok: true; version: 4 | 6 } | { ok: false; reason: string };

const rangeNames: Record<string, string> = {
  unspecified: "an unspecified address",
  broadcast: "a broadcast address",
  multicast: "a multicast address",
  linkLocal: "a link-local address",
  loopback: "a loopback address",
  carrierGradeNat: "a carrier-grade NAT (shared) address",
  private: "a private address",
  uniqueLocal: "a unique-local address",
  reserved: "a reserved or documentation address",
  benchmarking: "a benchmarking address",
};

const describe = (range: string) => rangeNames[range] ?? `a special-purpose address (${range})`;

// Four decimal parts without leading zeros: ipaddr.js also accepts "127.1" or "0x7f.0.0.1", which a
// reviewer would not recognise and which hide loopback and private addresses.
const IPV4_DOTTED = /^(0|[1-9]\d{0,2})(\.(0|[1-9]\d{0,2})){3}$/;

/**
 * Whether `ip` is a publicly routable IPv4 or IPv6 address (spec 4.13, rule 3). Only global unicast passes:
 * private, loopback, link-local, unspecified, reserved, documentation, multicast, broadcast, CGNAT,
 * unique-local and every other special-purpose range are refused, also when written as IPv4-mapped IPv6.
 * Browser-safe, so forms can check before sending.
 */
export function isPubliclyRoutableIp(ip: string): IpCheck {
  const text = ip.trim();
  if (text !== ip || text === "") return { ok: false, reason: "not an IP address" };
  if (text.includes("%")) return { ok: false, reason: "an IPv6 zone index is not allowed" };
  if (ipaddr.IPv4.isValid(text)) {
    if (!IPV4_DOTTED.test(text))
      return { ok: false, reason: "an IPv4 address must be four decimal parts, as in 203.0.114.7" };
    const range = ipaddr.IPv4.parse(text).range();
    return range === "unicast"
      ? { ok: true, version: 4 }
      : { ok: false, reason: `${describe(range)} is not publicly routable` };
  }
  if (ipaddr.IPv6.isValid(text)) {
    const address = ipaddr.IPv6.parse(text);
    // IPv4-compatible (`::/96`, as `[::a00:1]` or `[0:0:0:0:0:0:127.0.0.1]`) reaches the IPv4 it embeds on many
    // stacks, like IPv4-mapped (`::ffff:0:0/96`): both are judged as that IPv4. `::` and `::1` keep their own ranges.
    const compatible = address.parts.slice(0, 6).every((part) => part === 0) && address.range() === "unicast";
    if (address.isIPv4MappedAddress() || compatible) {
      const range = ipaddr.IPv4.parse(
        `${address.parts[6]! >> 8}.${address.parts[6]! & 255}.${address.parts[7]! >> 8}.${address.parts[7]! & 255}`,
      ).range();
      return range === "unicast"
        ? { ok: true, version: 6 }
        : {
            ok: false,
            reason: `an IPv4-${compatible ? "compatible" : "mapped"} form of ${describe(range)} is not publicly routable`,
          };
    }
    const range = address.range();
    return range === "unicast"
      ? { ok: true, version: 6 }
      : { ok: false, reason: `${describe(range)} is not publicly routable` };
  }
  return { ok: false, reason: "not an IP address" };
}

/** The canonical text of a valid address (lower-case, compressed IPv6), so two spellings compare equal. */
export function canonicalIp(ip: string): string {
  const address = ipaddr.parse(ip);
  return address.kind() === "ipv6" ? (address as ipaddr.IPv6).toRFC5952String() : address.toString();
}
