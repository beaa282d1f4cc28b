// GET/POST /api/auth/* – next-auth (sign-in, sign-out, session)
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { refuseCrossOrigin } from "@/lib/security/same-origin";

const handler = NextAuth(authOptions);

/** next-auth's own CSRF token guards its writes; a cross-origin one is refused before it is even read. */
async function POST(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  return refuseCrossOrigin(request) ?? handler(request, context);
}

export { handler as GET, POST };
