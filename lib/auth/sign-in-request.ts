import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { csrfCookieName, csrfCookieSecure, csrfTokenOf, newCsrfCookieValue } from "./csrf-cookie";

/**
 * A GET of the sign-in page carrying a password in its query (a form from before this one posted, sent before its
 * script loaded) is answered with a redirect to the page without it, so the password goes no further than this one
 * request: not to the page, its logs, the history entry or a Referer. Null for any other request.
 */
export function passwordInAddressRedirect(request: NextRequest): NextResponse | null {
  const query = request.nextUrl.searchParams;
  if (request.nextUrl.pathname !== "/sign-in" || request.method !== "GET" || !query.has("password")) return null;
  const clean = new URL("/sign-in", request.nextUrl);
  const callbackUrl = query.get("callbackUrl");
  if (callbackUrl) clean.searchParams.set("callbackUrl", callbackUrl);
  clean.searchParams.set("error", "PasswordInAddress");
  return NextResponse.redirect(clean, 303);
}

/**
 * next-auth's CSRF cookie, made in front of a page the browser GETs without one, so the page can render the token into
 * its forms (sign-in, and sign-out in every page's header): they then post to next-auth with no script at all.
 * Returns the cookie to pass on to the page's request and to set, or null when the browser's own is good.
 */
export function missingCsrfCookie(request: NextRequest): { cookie: string; setCookie: string } | null {
  if (request.method !== "GET") return null;
  const secure = csrfCookieSecure(request.headers.get("x-forwarded-proto"));
  const name = csrfCookieName(secure);
  if (csrfTokenOf(request.cookies.get(name)?.value, env.AUTH_SECRET)) return null;
  const cookie = `${name}=${newCsrfCookieValue(env.AUTH_SECRET)}`;
  // The attributes next-auth gives its CSRF cookie.
  return { cookie, setCookie: `${cookie}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}` };
}
