import { describe, expect, it } from "vitest";
import {
  API_CONTENT_SECURITY_POLICY,
  PDF_ROUTE_CONTENT_SECURITY_POLICY,
  ASSET_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  createNonce,
  securityHeaders,
  staticHeaderRules,
} from "./headers";

describe("security headers", () => {
  it("a page's CSP allows scripts only by nonce, and eval only in development", () => {
    const nonce = createNonce();
    const production = contentSecurityPolicy(nonce, { development: false });
    expect(production).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(production).toContain("frame-ancestors 'none'");
    expect(production).toContain("object-src 'none'");
    expect(production).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy(nonce, { development: true })).toContain("'unsafe-eval'");
  });

  it("nonces are fresh and unguessable in length", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("share pages send no Referer; HSTS only over https", () => {
    expect(securityHeaders("/share/results/tok", { https: false })["Referrer-Policy"]).toBe("no-referrer");
    expect(securityHeaders("/shared/tok", { https: false })["Referrer-Policy"]).toBe("no-referrer");
    expect(securityHeaders("/shared", { https: false })["Referrer-Policy"]).toBe("no-referrer");
    expect(securityHeaders("/shared-things", { https: false })["Referrer-Policy"]).toBe(
      "strict-origin-when-cross-origin",
    );
    expect(securityHeaders("/", { https: false })).not.toHaveProperty("Strict-Transport-Security");
    expect(securityHeaders("/", { https: true })["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(securityHeaders("/", { https: false })).toMatchObject({
      "X-Frame-Options": "DENY",
      "X-Content-Type-Options": "nosniff",
    });
  });
});

describe("header rules for route handlers and built files", () => {
  it("cover /api with a CSP that allows nothing, built files with one a worker can load its chunks under, and HSTS only behind https", () => {
    const rules = staticHeaderRules();
    for (const [source, policy] of [
      ["/api/:path*", API_CONTENT_SECURITY_POLICY],
      ["/scim/:path*", API_CONTENT_SECURITY_POLICY],
      ["/_next/:path*", ASSET_CONTENT_SECURITY_POLICY],
      ["/api/results/:interviewId/pdf", PDF_ROUTE_CONTENT_SECURITY_POLICY],
    ] as const) {
      const plain = rules.find((r) => r.source === source && !r.has);
      expect(Object.fromEntries(plain!.headers.map((h) => [h.key, h.value]))).toMatchObject({
        "Content-Security-Policy": policy,
        "X-Frame-Options": "DENY",
        "X-Content-Type-Options": "nosniff",
      });
      expect(plain!.headers.map((h) => h.key)).not.toContain("Strict-Transport-Security");
      const https = rules.find((r) => r.source === source && r.has);
      expect(https!.has).toEqual([{ type: "header", key: "x-forwarded-proto", value: "https" }]);
    }
  });
});
