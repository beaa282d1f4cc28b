import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { roleSchema } from "@/lib/auth/role-schema";
import { hasRole, type Role } from "@/lib/auth/roles";
import { endSessions } from "@/lib/auth/user-sessions";
import type { AuditEntry } from "@/lib/audit/record-audit";

export const groupRoleSchema = z.object({ displayName: z.string().trim().min(1).max(200), role: roleSchema });
export const groupRoleNameSchema = z.object({ displayName: z.string().trim().min(1).max(200) });

export function listGroupRoles() {
  return db.scimGroupRole.findMany({ orderBy: { displayName: "asc" } });
}

export async function setGroupRole(input: z.output<typeof groupRoleSchema>) {
  const before = await db.scimGroupRole.findUnique({ where: { displayName: input.displayName } });
  const after = await db.scimGroupRole.upsert({
    where: { displayName: input.displayName },
    create: input,
    update: { role: input.role },
  });
  return { before, after };
}

export async function removeGroupRole(displayName: string) {
  const { count } = await db.scimGroupRole.deleteMany({ where: { displayName } });
  return count > 0;
}

/** The most a user's directory groups grant (group names compared without case); the least-privileged role without one. */
export async function roleFromGroups(userId: string): Promise<Role> {
  const groups = await db.scimGroupMember.findMany({
    where: { userId },
    select: { group: { select: { displayName: true } } },
  });
  if (!groups.length) return "recruiter";
  const mapped = await db.scimGroupRole.findMany({
    where: {
      OR: groups.map(({ group }) => ({ displayName: { equals: group.displayName, mode: "insensitive" as const } })),
    },
  });
  return mapped.reduce<Role>((best, { role }) => (hasRole(role, best) ? role : best), "recruiter");
}

/**
 * Gives a directory-provisioned user the role its groups map to. A change ends the user's sessions (as an admin's role
 * change does). Accounts made in the dashboard keep the role an admin gave them, and the last admin stays admin.
 */
export async function syncRoleFromGroups(userId: string, audit: (entry: AuditEntry) => Promise<void>) {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user?.scimDirectoryId || user.deprovisionedAt) return;
  const role = await roleFromGroups(userId);
  if (role === user.role) return;
  if (user.role === "admin" && (await db.user.count({ where: { role: "admin", disabledAt: null } })) <= 1) return;
  await db.user.update({ where: { id: userId }, data: { role } });
  await endSessions(userId);
  await audit({
    action: "user.role",
    targetType: "user",
    targetId: userId,
    before: { role: user.role },
    after: { role },
    metadata: { email: user.email, by: "scim group mapping" },
  });
}

/** After a mapping changes: every directory-provisioned member of groups with that name gets its role again. */
export async function resyncGroupRole(displayName: string, audit: (entry: AuditEntry) => Promise<void>) {
  const members = await db.scimGroupMember.findMany({
    where: { group: { displayName: { equals: displayName, mode: "insensitive" } } },
    select: { userId: true },
  });
  for (const userId of new Set(members.map((m) => m.userId))) await syncRoleFromGroups(userId, audit);
}
