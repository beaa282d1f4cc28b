import "server-only";
import { NextResponse, type NextRequest } from "next/server";

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
