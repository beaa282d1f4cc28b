import { describe, expect, it } from "vitest";
import { parseTrustedProxies, resolveClientAddress } from "./trusted-proxies";

describe("resolveClientAddress", () => {
  const none = parseTrustedProxies(undefined);
  const proxies = parseTrustedProxies("10.0.0.0/8, 192.168.1.5 fd00::/8");

  it("takes the socket's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("203.0.113.9", "1.2.3.4", none)).toBe("203.0.113.9");
    expect(resolveClientAddress("::ffff:203.0.113.9", "1.2.3.4, 5.6.7.8", none)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.1", "1.2.3.4", none)).toBe("10.0.0.1");
    expect(resolveClientAddress(undefined, "1.2.3.4", none)).toBe("unknown");
  });

  it("walks X-Forwarded-For right to left past trusted proxies only", () => {
    expect(resolveClientAddress("10.0.0.1", "198.51.100.7", proxies)).toBe("198.51.100.7");
    // The client prepended a forged entry: the nearest proxy's entry (right end) counts.
    expect(resolveClientAddress("10.0.0.1", "6.6.6.6, 198.51.100.7", proxies)).toBe("198.51.100.7");
    // Two trusted hops (a load balancer behind a CDN edge in the private range).
    expect(resolveClientAddress("192.168.1.5", "6.6.6.6, 198.51.100.7, 10.1.2.3", proxies)).toBe("198.51.100.7");
    expect(resolveClientAddress("::ffff:10.0.0.1", "[2001:db8::1]", proxies)).toBe("2001:db8::1");
    expect(resolveClientAddress("fd00::2", "198.51.100.7", proxies)).toBe("198.51.100.7");
  });

  it("does not believe a proxy that is not listed, and stops at garbage", () => {
    expect(resolveClientAddress("192.168.1.6", "198.51.100.7", proxies)).toBe("192.168.1.6");
    expect(resolveClientAddress("10.0.0.1", "198.51.100.7, not-an-ip", proxies)).toBe("10.0.0.1");
    expect(resolveClientAddress("10.0.0.1", "", proxies)).toBe("10.0.0.1");
    expect(resolveClientAddress("10.0.0.1", "10.0.0.2, 10.0.0.3", proxies)).toBe("10.0.0.2");
  });

  it("refuses a TRUSTED_PROXIES entry that is not an address or a CIDR", () => {
    expect(() => parseTrustedProxies("10.0.0.0/33")).toThrow(/not a CIDR/);
    expect(() => parseTrustedProxies("proxy.internal")).toThrow(/not an address/);
  });
});
