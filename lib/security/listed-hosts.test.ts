import { describe, expect, it } from "vitest";
import { isListedHost, isListedUrl } from "./listed-hosts";

const list = "127.0.0.1,Proxy.Internal:8443,[::1]:2525";

describe("isListedHost", () => {
  it("allows a listed host at any port when its entry names none, and only its port when it does", () => {
    expect(isListedHost(list, "127.0.0.1", 25)).toBe(true);
    expect(isListedHost(list, "127.0.0.1", 4567)).toBe(true);
    expect(isListedHost(list, "proxy.internal", 8443)).toBe(true);
    expect(isListedHost(list, "proxy.internal", 9000)).toBe(false);
  });

  it("compares names without case and IPv6 addresses with or without brackets", () => {
    expect(isListedHost(list, "PROXY.internal", 8443)).toBe(true);
    expect(isListedHost(list, "::1", 2525)).toBe(true);
    expect(isListedHost(list, "[::1]", 2525)).toBe(true);
    expect(isListedHost(list, "::1", 25)).toBe(false);
  });

  it("allows nothing when the list is empty or unset, or the host only resembles an entry", () => {
    expect(isListedHost(undefined, "127.0.0.1", 80)).toBe(false);
    expect(isListedHost("", "127.0.0.1", 80)).toBe(false);
    expect(isListedHost(list, "127.0.0.10", 80)).toBe(false);
    expect(isListedHost(list, "evil.proxy.internal", 8443)).toBe(false);
  });
});

describe("isListedUrl", () => {
  it("takes the protocol's port when the URL names none", () => {
    expect(isListedUrl("proxy.internal:443", new URL("https://proxy.internal/path"))).toBe(true);
    expect(isListedUrl("proxy.internal:443", new URL("http://proxy.internal/path"))).toBe(false);
    expect(isListedUrl("proxy.internal:80", new URL("http://proxy.internal/path"))).toBe(true);
    expect(isListedUrl(list, new URL("http://[::1]:2525/"))).toBe(true);
    expect(isListedUrl(list, new URL("https://proxy.internal:8443/lever"))).toBe(true);
  });
});
