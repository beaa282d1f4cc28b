import { describe, expect, it } from "vitest";
import { canonicalIp, isPubliclyRoutableIp } from "./ip-address";

describe("isPubliclyRoutableIp", () => {
  it.each([
    ["8.8.8.8", 4],
    ["81.2.69.160", 4],
    ["1.1.1.1", 4],
    ["2a00:1450:4007:80e::200e", 6],
    ["2606:4700:4700::1111", 6],
    ["::ffff:8.8.8.8", 6],
  ] as const)("accepts %s as IPv%i", (ip, version) => {
    expect(isPubliclyRoutableIp(ip)).toEqual({ ok: true, version });
  });

  it.each([
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["192.168.1.10", "private"],
    ["127.0.0.1", "loopback"],
    ["169.254.10.1", "link-local"],
    ["0.0.0.0", "unspecified"],
    ["255.255.255.255", "broadcast"],
    ["224.0.0.1", "multicast"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["192.0.2.1", "documentation"],
    ["198.51.100.7", "documentation"],
    ["203.0.113.9", "documentation"],
    ["240.0.0.1", "reserved"],
    ["198.18.0.1", "reserved"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fe80::1", "link-local"],
    ["fc00::1", "unique-local"],
    ["fd12:3456:789a::1", "unique-local"],
    ["ff02::1", "multicast"],
    ["2001:db8::1", "documentation"],
    ["::ffff:10.0.0.1", "IPv4-mapped form of a private"],
    ["::ffff:127.0.0.1", "IPv4-mapped form of a loopback"],
    ["::127.0.0.1", "form of a loopback"],
    ["::a00:1", "IPv4-compatible form of a private"],
    ["0:0:0:0:0:0:127.0.0.1", "IPv4-compatible form of a loopback"],
    ["::a9fe:a9fe", "IPv4-compatible form of a link-local"],
    ["::ffff:169.254.1.1", "IPv4-mapped form of a link-local"],
    ["::ffff:100.64.1.1", "IPv4-mapped form of a carrier-grade"],
  ])("refuses %s (%s)", (ip, words) => {
    const check = isPubliclyRoutableIp(ip);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toContain(words);
  });

  it.each([
    "",
    "not-an-ip",
    "256.1.1.1",
    "127.1",
    "0x7f.0.0.1",
    "010.0.0.1",
    " 8.8.8.8",
    "8.8.8.8/32",
    "fe80::1%eth0",
    "1.2.3",
  ])("refuses the malformed %j", (ip) => {
    expect(isPubliclyRoutableIp(ip).ok).toBe(false);
  });
});

describe("canonicalIp", () => {
  it("writes two spellings of one IPv6 address the same way", () => {
    expect(canonicalIp("2606:4700:4700:0:0:0:0:1111")).toBe(canonicalIp("2606:4700:4700::1111"));
    expect(canonicalIp("2A00:1450::1")).toBe("2a00:1450::1");
  });

  it("keeps IPv4 as dotted decimal", () => {
    expect(canonicalIp("8.8.4.4")).toBe("8.8.4.4");
  });
});
