import { describe, expect, it } from "vitest";
import { enrichIp, isPublicIp, sampleIpAddress, type IpClassification } from "./ip-intel";
import { ipIntelTable } from "./ip-intel-table";
import { createRandom } from "@/lib/utils/seeded-random";

describe("enrichIp", () => {
  it.each<[string, IpClassification, string, string]>([
    ["185.220.101.42", "tor", "DE", "Tor exit (Stiftung Erneuerbare Freiheit)"],
    ["171.25.193.77", "tor", "SE", "Tor exit (DFRI)"],
    ["193.138.218.10", "vpn", "SE", "Mullvad VPN (31173 Services)"],
    ["3.91.12.200", "hosting", "US", "Amazon Web Services (us-east-1)"],
    ["88.198.50.1", "hosting", "DE", "Hetzner Online"],
    ["172.224.12.9", "relay", "US", "iCloud Private Relay (Akamai egress)"],
    ["73.45.2.19", "residential", "US", "Comcast Cable Communications"],
    ["49.36.100.5", "mobile", "IN", "Reliance Jio Infocomm"],
    ["104.149.8.8", "proxy", "US", "Psychz Networks (proxy pool)"],
    ["2a0b:f4c2:2::1", "tor", "DE", "Tor exit (Stiftung Erneuerbare Freiheit)"],
    ["2a01:4f8:c0c:1234::2", "hosting", "DE", "Hetzner Online"],
    ["2601:1c0:4400::9", "residential", "US", "Comcast Cable Communications"],
    ["2a09:bac1:76a0::1", "relay", "GB", "Cloudflare WARP"],
  ])("classifies %s as %s", (ip, classification, countryCode, network) => {
    const intel = enrichIp(ip);
    expect(intel).toMatchObject({ classification, countryCode, network });
    expect(intel.city).not.toBe("");
  });

  it("matches an IPv4-mapped IPv6 address as the IPv4 it carries", () => {
    const intel = enrichIp("::ffff:185.220.101.42");
    expect(intel.ip).toBe("185.220.101.42");
    expect(intel.classification).toBe("tor");
  });

  it("prefers the most specific range when ranges nest", () => {
    expect(
      ipIntelTable.some((r) => r.cidr === "88.198.0.0/16") && ipIntelTable.some((r) => r.cidr === "88.198.40.0/24"),
    ).toBe(true);
    expect(enrichIp("88.198.40.5").classification).toBe("vpn");
    expect(enrichIp("88.198.41.5").classification).toBe("hosting");
  });

  it("falls back deterministically to a residential entry for unknown public addresses", () => {
    const a = enrichIp("8.8.4.4");
    expect(a.classification).toBe("residential");
    expect(enrichIp("8.8.4.4")).toEqual(a);
    const countries = new Set(Array.from({ length: 40 }, (_, i) => enrichIp(`9.${i}.1.1`).countryCode));
    expect(countries.size).toBeGreaterThan(3);
    expect(enrichIp("2001:db9::1").classification).toBe("residential");
  });

  it("rejects text that is not an address", () => {
    expect(() => enrichIp("not-an-ip")).toThrow(TypeError);
  });
});

describe("isPublicIp", () => {
  it("accepts public addresses and rejects private, loopback and link-local ones", () => {
    expect(isPublicIp("185.220.101.42")).toBe(true);
    expect(isPublicIp("2a01:4f8::1")).toBe(true);
    for (const ip of [
      "10.0.0.1",
      "192.168.1.1",
      "127.0.0.1",
      "169.254.1.1",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:10.0.0.1",
      "nope",
    ]) {
      expect(isPublicIp(ip), ip).toBe(false);
    }
  });
});

describe("sampleIpAddress", () => {
  it("produces addresses that enrich to the requested classification", () => {
    const random = createRandom("sample");
    for (const classification of ["tor", "vpn", "hosting", "residential", "relay", "mobile"] as const) {
      for (const family of ["ipv4", "ipv6"] as const) {
        const ip = sampleIpAddress(random, classification, family);
        expect(enrichIp(ip).classification, ip).toBe(classification);
        expect(isPublicIp(ip), ip).toBe(true);
      }
    }
  });
});
