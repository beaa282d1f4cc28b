// GET/POST /api/auth/* – next-auth (sign-in, sign-out, session)
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { currentUser } from "@/lib/auth/session";
import { refuseCrossOrigin } from "@/lib/security/same-origin";

const handler = NextAuth(authOptions);

/**
 * next-auth answers `/session` from the cookie alone; a session ended by sign-out, by "sign out other devices" or
 * by a disabled account is refused here as pages, actions and live updates refuse it: `{}`, as for no session.
 */
async function GET(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  const { nextauth } = await context.params;
  if (nextauth.join("/") === "session" && !(await currentUser()))
    return Response.json({}, { headers: { "cache-control": "no-store" } });
  return handler(request, context);
}

/** next-auth's own CSRF token guards its writes; a cross-origin one is refused before it is even read. */
async function POST(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  return refuseCrossOrigin(request) ?? handler(request, context);
}

export { GET, POST };
