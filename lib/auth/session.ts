import "server-only";
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { authOptions } from "./options";
import { liveSessionUser } from "./user-sessions";
import type { Role } from "./roles";
import { REQUEST_PATH_HEADER, signInPathFor } from "./request-path";

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  /** The Compliance permission: sees demographic answers and the fairness figures, whatever the role. */
  compliance: boolean;
  /** The IANA zone the user reads times in: their browser's from their first sign-in, or the one they chose; else UTC. */
  timeZone: string;
  /** The session this request belongs to (absent for users made up by tests). */
  sessionId?: string;
}

/**
 * The signed-in user, read again from the database with the session the cookie names, so that a sign-out (a copied
 * cookie included), a role change, a disabled or deleted account takes effect on the next request rather than when
 * the session token expires. Read once per request (React cache), however many components ask.
 */
export const currentUser = cache(async function currentUser(): Promise<SessionUser | null> {
  const session = await getServerSession(authOptions);
  if (!session?.user?.id) return null;
  const user = session.user.sessionId ? await liveSessionUser(session.user.sessionId) : null;
  return user && user.id === session.user.id
    ? {
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        compliance: user.compliance,
        timeZone: user.timeZone ?? "UTC",
        sessionId: session.user.sessionId,
      }
    : null;
});

/** For pages: the user, or a redirect to sign-in that comes back to the page asked for (the sign-in page checks it). */
export async function requireUser(): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect(signInPathFor((await headers()).get(REQUEST_PATH_HEADER)));
  return user;
}
