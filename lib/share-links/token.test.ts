import { describe, expect, it } from "vitest";
import { createShareToken, hashShareToken, isShareLinkLive, looksLikeShareToken, shareLinkExpiry } from "./token";
import { readShareContents } from "./contents";

describe("share link tokens", () => {
  it("are 32 random bytes in base64url, different each time", () => {
    const a = createShareToken();
    const b = createShareToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, "base64url")).toHaveLength(32);
    expect(a).not.toBe(b);
    expect(looksLikeShareToken(a)).toBe(true);
  });

  it("are stored as their SHA-256, never as themselves", () => {
    const token = createShareToken();
    const hash = hashShareToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashShareToken(token)).toBe(hash);
    expect(hashShareToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("refuses what cannot be a token", () => {
    for (const value of ["", "short", "a".repeat(42), "a".repeat(44), `${"a".repeat(42)}/`, `${"a".repeat(42)}=`])
      expect(looksLikeShareToken(value), value).toBe(false);
  });
});

describe("share link expiry", () => {
  const created = new Date("2026-11-25T09:00:00Z");

  it("is the chosen number of days after creation", () => {
    expect(shareLinkExpiry(created, 7).toISOString()).toBe("2026-12-02T09:00:00.000Z");
    expect(shareLinkExpiry(created, 30).toISOString()).toBe("2026-12-25T09:00:00.000Z");
    expect(shareLinkExpiry(created, 90).toISOString()).toBe("2027-02-23T09:00:00.000Z");
  });

  it("a link works until it expires or is revoked", () => {
    const expiresAt = shareLinkExpiry(created, 7);
    expect(isShareLinkLive({ expiresAt, revokedAt: null }, created)).toBe(true);
    expect(isShareLinkLive({ expiresAt, revokedAt: null }, new Date(expiresAt.getTime() - 1))).toBe(true);
    expect(isShareLinkLive({ expiresAt, revokedAt: null }, expiresAt)).toBe(false);
    expect(isShareLinkLive({ expiresAt, revokedAt: created }, created)).toBe(false);
  });
});

describe("share contents", () => {
  it("fall back to showing nothing optional when the stored value is missing or unreadable", () => {
    expect(readShareContents(undefined)).toEqual({ integrityFindings: false, integrityNarrative: false });
    expect(readShareContents({ integrityFindings: "yes" })).toEqual({
      integrityFindings: false,
      integrityNarrative: false,
    });
    expect(readShareContents({ integrityFindings: true, integrityNarrative: false, ipAddresses: true })).toEqual({
      integrityFindings: true,
      integrityNarrative: false,
    });
  });
});
