/**
 * Cross-origin writes, refused before anything runs. A browser sends `Origin` with every POST (and other
 * writes); one that names another origin, another port of the same host, or `null` (a sandboxed frame, a
 * redirect chain, a `data:` page) is not this app's own page, so a write carrying the user's cookie is refused with
 * 403. Requests without `Origin` come from programs, not from a page another site controls.
 *
 * Exempt: the paths authenticated by something other than the session cookie, the sandbox's public API and
 * control endpoints (an API key) and the webhook receiver (a signature).
 */
const exempt = ["/api/public/", "/api/sandbox/", "/api/webhooks/"];
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export interface OriginCheck {
  method: string;
  pathname: string;
  origin: string | null;
  /** The host the request was sent to: `X-Forwarded-Host` when a proxy set it, else `Host`. */
  host: string | null;
}

/** Why a request is refused as cross-origin, or null when it may go on. */
export function crossOriginRefusal({ method, pathname, origin, host }: OriginCheck): string | null {
  if (safeMethods.has(method.toUpperCase()) || origin === null) return null;
  if (exempt.some((prefix) => pathname.startsWith(prefix))) return null;
  if (origin === "null") return "This request came from a page without an origin, so it was refused.";
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return "This request named an origin that is not a URL, so it was refused.";
  }
  if (!host || originHost.toLowerCase() !== host.toLowerCase())
    return "This request came from another site, so it was refused.";
  return null;
}

/** For a route handler: its 403 answer when the request is a cross-origin write, else null. */
export function refuseCrossOrigin(request: Request): Response | null {
  const url = new URL(request.url);
  const refusal = crossOriginRefusal({
    method: request.method,
    pathname: url.pathname,
    origin: request.headers.get("origin"),
    host: request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
  });
  return refusal ? Response.json({ message: refusal }, { status: 403 }) : null;
}
