import "server-only";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors/domain-error";
import { samlConnectionForEmail } from "./connections";

/**
 * Whether password sign-in is refused for this account: its domain's connection requires SSO, and it is not a
 * break-glass admin (an admin account another admin marked, for when the IdP is down or misconfigured).
 */
export async function passwordSignInRefused(email: string, user: { id: string; role: string } | null) {
  const connection = await samlConnectionForEmail(email);
  if (!connection?.requireSso) return { refused: false, breakGlass: false } as const;
  const breakGlass = user?.role === "admin" && !!(await db.samlBreakGlass.findUnique({ where: { userId: user.id } }));
  return { refused: !breakGlass, breakGlass } as const;
}

export async function listBreakGlassAdmins() {
  const rows = await db.samlBreakGlass.findMany({ orderBy: { createdAt: "asc" }, take: 50 });
  const users = await db.user.findMany({
    where: { id: { in: rows.map((r) => r.userId) } },
    select: { id: true, email: true, role: true, disabledAt: true },
  });
  return rows.flatMap((row) => {
    const user = users.find((u) => u.id === row.userId);
    return user ? [{ ...user, grantedAt: row.createdAt }] : [];
  });
}

/** Marks an admin account as break-glass; only admins qualify (a recruiter never bypasses the IdP). */
export async function grantBreakGlass(email: string, grantedById: string) {
  const user = await db.user.findUnique({ where: { email: email.toLowerCase() } });
  if (!user) throw new DomainError(`No account has the email ${email}.`);
  if (user.role !== "admin") throw new DomainError("Only admin accounts can be break-glass accounts.");
  await db.samlBreakGlass.upsert({
    where: { userId: user.id },
    create: { userId: user.id, grantedById },
    update: {},
  });
  return user;
}

export async function revokeBreakGlass(userId: string) {
  const { count } = await db.samlBreakGlass.deleteMany({ where: { userId } });
  if (!count) throw new DomainError("That account is not a break-glass account.");
  return db.user.findUnique({ where: { id: userId }, select: { id: true, email: true } });
}
