import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, createNonce, securityHeaders } from "@/lib/security/headers";
import { crossOriginRefusal } from "@/lib/security/same-origin";
import {
  refuseByDeclaredLength,
  SERVER_ACTION_BODY_LIMIT_BYTES,
  SERVER_ACTION_TOO_LARGE,
} from "@/lib/security/declared-length";
import { missingCsrfCookie } from "@/lib/auth/csrf-token";
import { passwordInAddressRedirect } from "@/lib/auth/sign-in-request";
import { REQUEST_PATH_HEADER } from "@/lib/auth/request-path";
import { sandboxEnabled } from "@/lib/env";
import { isMissingSandboxPage } from "@/lib/sandbox-systems/sandbox-pages";

/**
 * In front of every page: refuses cross-origin writes to server actions (403 before they run, where Next.js would
 * answer `Origin: null` with a 500), sets the security headers with a fresh CSP nonce (Next.js reads it from the
 * request's Content-Security-Policy header and puts it on its own scripts), makes next-auth's CSRF cookie for a
 * browser that has none (the pages render its token into their sign-in and sign-out forms), and answers the
 * sandbox-only pages with a real 404 outside sandbox mode (lib/sandbox-systems/sandbox-pages.ts). Route handlers are
 * not matched: Next.js would buffer their bodies for the proxy; they get their headers from next.config.ts and check
 * origins themselves (the SCIM routes under /scim/v2 are route handlers too, authenticated by a directory's bearer
 * token).
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

  // A server action over Next.js's body limit would fail inside Next.js with a 500 and a digest; refused here on its
  // declared length with a 413 whose text/plain message the action's caller receives as the error.
  if (request.method === "POST" && request.headers.has("next-action")) {
    const tooLarge = refuseByDeclaredLength(request, SERVER_ACTION_BODY_LIMIT_BYTES);
    if (tooLarge)
      return new NextResponse(tooLarge.status === 413 ? SERVER_ACTION_TOO_LARGE : "Send the form with its length.", {
        status: tooLarge.status === 411 ? 411 : 413,
        headers: { ...headers, "Content-Type": "text/plain" },
      });
  }

  const redirect = passwordInAddressRedirect(request);
  if (redirect) {
    for (const [name, value] of Object.entries(headers)) redirect.headers.set(name, value);
    return redirect;
  }

  const csp = contentSecurityPolicy(createNonce(), { development: process.env.NODE_ENV === "development" });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", csp);
  // What was asked for, so a page that finds nobody signed in can send them back here after sign-in.
  requestHeaders.set(REQUEST_PATH_HEADER, `${pathname}${request.nextUrl.search}`);
  const csrf = missingCsrfCookie(request);
  // The page renders the token into its forms from the cookie: it sees the new one on this very request.
  if (csrf) requestHeaders.set("cookie", [request.headers.get("cookie"), csrf.cookie].filter(Boolean).join("; "));
  // Rewritten to a path no route matches: Next.js renders its not-found page with the status 404. A server action
  // posted to such a path is left to refuse for itself (its path is only where it was called from).
  const missing = !request.headers.has("next-action") && isMissingSandboxPage(pathname, sandboxEnabled);
  const response = missing
    ? NextResponse.rewrite(new URL("/_not-found", request.url), { request: { headers: requestHeaders } })
    : NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries({ ...headers, "Content-Security-Policy": csp }))
    response.headers.set(name, value);
  if (csrf) response.headers.append("Set-Cookie", csrf.setCookie);
  return response;
}

export const config = {
  matcher: ["/((?!api/|scim/|_next/static|_next/image).*)"],
};
