import "server-only";
import { cookies } from "next/headers";
import { env } from "@/lib/env";
import { csrfCookieName, csrfTokenOf } from "./csrf-cookie";

/**
 * The CSRF token of the browser's next-auth cookie (made by proxy.ts when it had none), for a page to render into a
 * form that posts to next-auth without its script; empty when there is none (next-auth then refuses the post).
 */
export async function csrfTokenOfRequest(): Promise<string> {
  const jar = await cookies();
  return (
    csrfTokenOf(jar.get(csrfCookieName(true))?.value, env.AUTH_SECRET) ??
    csrfTokenOf(jar.get(csrfCookieName(false))?.value, env.AUTH_SECRET) ??
    ""
  );
}
