import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { roleSchema } from "@/lib/auth/role-schema";
import { hasRole, type Role } from "@/lib/auth/roles";
import { endSessions } from "@/lib/auth/user-sessions";
import type { AuditEntry } from "@/lib/audit/record-audit";
import { DomainError } from "@/lib/errors/domain-error";

const directoryId = z.string().min(1, "Choose the directory.").max(200);
const displayName = z.string().trim().min(1, "Name the directory group.").max(200);
export const groupRoleSchema = z.object({ directoryId, displayName, role: roleSchema });
export const groupRoleNameSchema = z.object({ directoryId, displayName });
export type GroupRoleRef = z.output<typeof groupRoleNameSchema>;

/** Every mapping with its directory's name, by directory then group. */
export function listGroupRoles() {
  return db.scimGroupRole.findMany({
    orderBy: [{ directory: { name: "asc" } }, { displayName: "asc" }],
    select: { directoryId: true, displayName: true, role: true, directory: { select: { name: true } } },
  });
}

export async function setGroupRole(input: z.output<typeof groupRoleSchema>) {
  const directory = await db.scimDirectory.findUnique({ where: { id: input.directoryId }, select: { name: true } });
  if (!directory) throw new DomainError("That directory no longer exists.");
  const key = { directoryId_displayName: { directoryId: input.directoryId, displayName: input.displayName } };
  const before = await db.scimGroupRole.findUnique({ where: key });
  const after = await db.scimGroupRole.upsert({ where: key, create: input, update: { role: input.role } });
  return { before, after, directory: directory.name };
}

export async function removeGroupRole({ directoryId, displayName }: GroupRoleRef) {
  const { count } = await db.scimGroupRole.deleteMany({ where: { directoryId, displayName } });
  return count > 0;
}

/**
 * The most a user's directory groups grant, each group's mapping read in its own directory (names compared without
 * case); the least-privileged role without one.
 */
export async function roleFromGroups(userId: string): Promise<Role> {
  const groups = await db.scimGroupMember.findMany({
    where: { userId },
    select: { group: { select: { directoryId: true, displayName: true } } },
  });
  if (!groups.length) return "recruiter";
  const mapped = await db.scimGroupRole.findMany({
    where: {
      OR: groups.map(({ group }) => ({
        directoryId: group.directoryId,
        displayName: { equals: group.displayName, mode: "insensitive" as const },
      })),
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

/** After a mapping changes: every member of that directory's groups of that name gets its role again. */
export async function resyncGroupRole(
  { directoryId, displayName }: GroupRoleRef,
  audit: (entry: AuditEntry) => Promise<void>,
) {
  const members = await db.scimGroupMember.findMany({
    where: { group: { directoryId, displayName: { equals: displayName, mode: "insensitive" } } },
    select: { userId: true },
  });
  for (const userId of new Set(members.map((m) => m.userId))) await syncRoleFromGroups(userId, audit);
}
