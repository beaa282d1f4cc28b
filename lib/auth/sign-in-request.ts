import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { csrfCookieName, csrfCookieSecure, csrfTokenOf, newCsrfCookieValue } from "./csrf-cookie";

/**
 * The sign-in page's requests, in front of the page (proxy.ts):
 * - a GET carrying a password in its query (a form from before this one posted, sent before its script loaded) is
 *   answered with a redirect to the page without it, so the password goes no further than this one request: not to
 *   the page, its logs, the history entry or a Referer;
 * - next-auth's CSRF cookie is made when the browser has none, so the page can render the token into its form.
 * Returns a response to send instead of the page, or the cookie to set (and pass on to the page's request).
 */
export function signInRequest(
  request: NextRequest,
): { response: NextResponse } | { cookie: null } | { cookie: string; setCookie: string } {
  const query = request.nextUrl.searchParams;
  if (query.has("password")) {
    const clean = new URL("/sign-in", request.nextUrl);
    const callbackUrl = query.get("callbackUrl");
    if (callbackUrl) clean.searchParams.set("callbackUrl", callbackUrl);
    clean.searchParams.set("error", "PasswordInAddress");
    return { response: NextResponse.redirect(clean, 303) };
  }
  const secure = csrfCookieSecure(request.headers.get("x-forwarded-proto"));
  const name = csrfCookieName(secure);
  if (csrfTokenOf(request.cookies.get(name)?.value, env.AUTH_SECRET)) return { cookie: null };
  const cookie = `${name}=${newCsrfCookieValue(env.AUTH_SECRET)}`;
  // The attributes next-auth gives its CSRF cookie.
  return { cookie, setCookie: `${cookie}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}` };
}
