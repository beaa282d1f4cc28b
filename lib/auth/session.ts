import "server-only";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { db } from "@/lib/db/client";
import { authOptions } from "./options";
import type { Role } from "./roles";

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  role: Role;
}

/**
 * The signed-in user, read again from the database so that a role change or a deleted account takes effect
 * on the next request rather than when the session token expires.
 */
export async function currentUser(): Promise<SessionUser | null> {
  const session = await getServerSession(authOptions);
  if (!session?.user?.id) return null;
  const user = await db.user.findUnique({ where: { id: session.user.id } });
  return user ? { id: user.id, email: user.email, name: user.name, role: user.role } : null;
}

/** For pages: the user, or a redirect to sign-in. */
export async function requireUser(): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  return user;
}
