import "server-only";
import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { csrfCookieName, csrfCookieSecure, csrfTokenOf, newCsrfCookieValue } from "./csrf-cookie";

/**
 * The CSRF token of the browser's next-auth cookie (made by missingCsrfCookie below, in proxy.ts, when it had none),
 * for a page to render into a form that posts to next-auth without its script; empty when there is none (next-auth
 * then refuses the post).
 */
export async function csrfTokenOfRequest(): Promise<string> {
  const jar = await cookies();
  return (
    csrfTokenOf(jar.get(csrfCookieName(true))?.value, env.AUTH_SECRET) ??
    csrfTokenOf(jar.get(csrfCookieName(false))?.value, env.AUTH_SECRET) ??
    ""
  );
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
