import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, createNonce, securityHeaders } from "@/lib/security/headers";
import { crossOriginRefusal } from "@/lib/security/same-origin";

/**
 * In front of every page: refuses cross-origin writes to server actions (403 before they run, where Next.js would
 * answer `Origin: null` with a 500), and sets the security headers with a fresh CSP nonce (Next.js reads it from the
 * request's Content-Security-Policy header and puts it on its own scripts). Route handlers are not matched: Next.js
 * would buffer their bodies for the proxy; they get their headers from next.config.ts and check origins themselves.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  const https = (request.headers.get("x-forwarded-proto") ?? request.nextUrl.protocol.replace(/:$/, "")) === "https";
  const headers = securityHeaders(pathname, { https });

  const refusal = crossOriginRefusal({ method: request.method, pathname, origin: request.headers.get("origin"), host });
  if (refusal)
    return new NextResponse(JSON.stringify({ message: refusal }), {
      status: 403,
      headers: { ...headers, "Content-Type": "application/json" },
    });

  const csp = contentSecurityPolicy(createNonce(), { development: process.env.NODE_ENV === "development" });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries({ ...headers, "Content-Security-Policy": csp }))
    response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ["/((?!api/|_next/static|_next/image).*)"],
};
