/**
 * The security headers of every response, in one place: `proxy.ts` applies them to pages (which need a fresh CSP
 * nonce each), `next.config.ts` to route handlers and static files through `staticHeaderRules` (the proxy stays off
 * those paths, because Next.js buffers a request's whole body before a proxy runs and a large upload must be refused
 * on its declared length first). The build's compressed copies of static files are sent by a preload
 * (lib/static-assets/precompressed-preload.mjs), which applies the same rules as compiled into the build's
 * routes-manifest.json. Pure functions, so a unit test reads exactly what a browser gets.
 */

/** A fresh nonce per request: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The Content-Security-Policy of a page: scripts only with this response's nonce (and what they load, through
 * 'strict-dynamic'), no eval outside development (React's dev build needs it), nothing framed and nothing framing
 * us. Styles allow inline attributes: React's `style` props are attributes, which a nonce cannot cover, and a style
 * cannot run code.
 */
export function contentSecurityPolicy(nonce: string, options: { development: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Features the dashboard never uses, turned off for it and anything it could embed. */
const permissionsPolicy = [
  "camera",
  "microphone",
  "geolocation",
  "payment",
  "usb",
  "serial",
  "midi",
  "magnetometer",
  "gyroscope",
  "accelerometer",
  "display-capture",
  "browsing-topics",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** Share pages (the service's `/share/…` and the dashboard's `/shared/…`) are reached by a secret link: no Referer may carry it to the sites its links lead to. */
export const isSharePath = (pathname: string) => /^\/shared?(\/|$)/.test(pathname);

const HSTS = "max-age=63072000; includeSubDomains";

/** The headers every response carries (the CSP is added for pages, which have a nonce). */
export function securityHeaders(pathname: string, options: { https: boolean }): Record<string, string> {
  return {
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": isSharePath(pathname) ? "no-referrer" : "strict-origin-when-cross-origin",
    "Permissions-Policy": permissionsPolicy,
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(options.https ? { "Strict-Transport-Security": HSTS } : {}),
  };
}

/** Route handlers answer JSON, files or streams: nothing in them may run, load or be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The results PDF route may answer a browser with a small page of its own saying why there is no PDF
 * (lib/results/pdf-failure-page.ts): its inline style applies, nothing else loads or runs.
 */
export const PDF_ROUTE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

type HeaderRule = {
  source: string;
  headers: { key: string; value: string }[];
  has?: { type: "header"; key: string; value: string }[];
};
const asList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * Built files: a policy matters only for the one that runs as a Web Worker (the roster reader), whose own response
 * headers are its policy: it loads its chunks from here, and nothing else.
 */
export const ASSET_CONTENT_SECURITY_POLICY =
  "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** `headers()` rules of next.config for every path the proxy does not see: route handlers and built assets. */
export function staticHeaderRules(): HeaderRule[] {
  const policies: Record<string, string> = {
    "/api/:path*": API_CONTENT_SECURITY_POLICY,
    "/scim/:path*": API_CONTENT_SECURITY_POLICY,
    // After the rule above, which it overrides for this path (the last matching rule sets a header).
    "/api/results/:interviewId/pdf": PDF_ROUTE_CONTENT_SECURITY_POLICY,
    "/_next/:path*": ASSET_CONTENT_SECURITY_POLICY,
  };
  return Object.entries(policies).flatMap(([source, policy]) => [
    { source, headers: asList({ ...securityHeaders(source, { https: false }), "Content-Security-Policy": policy }) },
    {
      source,
      has: [{ type: "header" as const, key: "x-forwarded-proto", value: "https" }],
      headers: [{ key: "Strict-Transport-Security", value: HSTS }],
    },
  ]);
}
