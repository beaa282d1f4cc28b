import ipaddr from "ipaddr.js";
import { ipIntelTable, type IpClassification, type IpIntelRange } from "./ip-intel-table";
import { hashSeed, type Random } from "@/lib/utils/seeded-random";

export type { IpClassification };

/** Geolocation and network-concealment intelligence for one observed address (spec 2.5). */
export interface IpIntel {
  /** The address in canonical form (IPv4-mapped IPv6 reported as IPv4). */
  ip: string;
  country: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  city: string;
  network: string;
  asn?: number;
  classification: IpClassification;
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;
interface ParsedRange {
  range: IpIntelRange;
  network: Address;
  prefix: number;
}

const parsedTable: readonly ParsedRange[] = ipIntelTable.map((range) => {
  const [network, prefix] = ipaddr.parseCIDR(range.cidr);
  return { range, network, prefix };
});

const residential = parsedTable.filter((p) => p.range.classification === "residential");

/** Parses IPv4, IPv6 and IPv4-mapped IPv6 (`::ffff:1.2.3.4`, which is matched as the IPv4 it carries). */
function parseAddress(ip: string): Address {
  const trimmed = ip.trim();
  if (!ipaddr.isValid(trimmed)) throw new TypeError(`Not an IP address: ${JSON.stringify(ip)}`);
  return ipaddr.process(trimmed);
}

/** True for a publicly routable address; private, loopback, link-local and reserved ranges are not (spec 4.13). */
export function isPublicIp(ip: string): boolean {
  try {
    return parseAddress(ip).range() === "unicast";
  } catch {
    return false;
  }
}

function toIntel(ip: string, range: IpIntelRange): IpIntel {
  const intel: IpIntel = {
    ip,
    country: range.country,
    countryCode: range.countryCode,
    city: range.city,
    network: range.network,
    classification: range.classification,
  };
  if (range.asn !== undefined) intel.asn = range.asn;
  return intel;
}

/**
 * Enriches an address from the offline table (most specific range wins). An address the table does not
 * know is reported as residential in a country chosen by a hash of the address, so the same address always
 * enriches the same way. Callers reject non-public addresses first ({@link isPublicIp}, spec 4.13); this
 * throws a TypeError only when the text is not an IP address at all.
 */
export function enrichIp(ip: string): IpIntel {
  const address = parseAddress(ip);
  const canonical = address.toString();
  let best: ParsedRange | undefined;
  for (const candidate of parsedTable) {
    if (candidate.network.kind() !== address.kind()) continue;
    if (!address.match(candidate.network, candidate.prefix)) continue;
    if (!best || candidate.prefix > best.prefix) best = candidate;
  }
  if (best) return toIntel(canonical, best.range);
  const fallback = residential[hashSeed(canonical) % residential.length] ?? residential[0];
  if (!fallback) throw new Error("IP intelligence table has no residential range");
  return toIntel(canonical, fallback.range);
}

function randomAddressIn(random: Random, range: ParsedRange): string {
  const bytes = range.network.toByteArray();
  for (let i = 0; i < bytes.length; i++) {
    const fixedBits = Math.min(8, Math.max(0, range.prefix - i * 8));
    const keep = (0xff << (8 - fixedBits)) & 0xff;
    bytes[i] = ((bytes[i] ?? 0) & keep) | (random.int(0, 255) & ~keep & 0xff);
  }
  // Avoid the all-zero host part of small IPv4 ranges, which reads like a network address.
  const last = bytes.length - 1;
  if (range.network.kind() === "ipv4" && bytes[last] === 0) bytes[last] = 1;
  return ipaddr.fromByteArray(bytes).toString();
}

/**
 * A random address inside a table range of the given classification, for seeding demo IP readings that
 * enrich to something meaningful. Deterministic for a seeded generator.
 */
export function sampleIpAddress(
  random: Random,
  classification: IpClassification,
  family: "ipv4" | "ipv6" = "ipv4",
): string {
  const ranges = parsedTable.filter((p) => p.range.classification === classification && p.network.kind() === family);
  const pool = ranges.length > 0 ? ranges : parsedTable.filter((p) => p.network.kind() === family);
  let ip = randomAddressIn(random, random.pick(pool));
  // A wide range can contain a narrower one of another class (a VPN inside a hosting block); draw again.
  for (let attempt = 0; attempt < 20 && enrichIp(ip).classification !== classification; attempt++) {
    ip = randomAddressIn(random, random.pick(pool));
  }
  return ip;
}
