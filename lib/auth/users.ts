import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors/domain-error";
import { checkPassword, hashPassword } from "./passwords";
import { roleSchema } from "./role-schema";
import { passwordSchema } from "./password-rules";
import { endSessions } from "./user-sessions";

export const createUserSchema = z.object({
  email: z.email("Enter a valid email address").transform((e) => e.trim().toLowerCase()),
  name: z.string().trim().max(100).optional(),
  role: roleSchema,
  password: passwordSchema,
});

export const changeRoleSchema = z.object({ userId: z.string().min(1), role: roleSchema });

const publicFields = {
  id: true,
  email: true,
  name: true,
  role: true,
  compliance: true,
  createdAt: true,
  disabledAt: true,
} as const;

export function listUsers() {
  return db.user.findMany({ select: publicFields, orderBy: { email: "asc" } });
}

export async function createUser(input: z.output<typeof createUserSchema>) {
  if (await db.user.findUnique({ where: { email: input.email } }))
    throw new DomainError(`${input.email} already has an account.`);
  return db.user.create({
    data: {
      email: input.email,
      name: input.name || null,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    },
    select: publicFields,
  });
}

/** Changes a role, refusing to leave the dashboard without an admin. */
export async function changeRole(input: z.output<typeof changeRoleSchema>) {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: input.userId }, select: publicFields });
    if (!user) throw new DomainError("That user no longer exists.");
    if (
      user.role === "admin" &&
      input.role !== "admin" &&
      (await tx.user.count({ where: { role: "admin", disabledAt: null } })) <= 1
    ) {
      throw new DomainError("This is the last admin; make someone else admin first.");
    }
    const after = await tx.user.update({
      where: { id: input.userId },
      data: { role: input.role },
      select: publicFields,
    });
    return { before: user, after };
  });
}

export const userIdSchema = z.object({ userId: z.string().min(1) });

/** An admin's change to another account; never one's own (an admin could lock everyone out), never the last admin. */
async function otherAccount(tx: Pick<typeof db, "user">, userId: string, actorId: string, leavesAdmins: boolean) {
  if (userId === actorId) throw new DomainError("You cannot do this to your own account.");
  const user = await tx.user.findUnique({ where: { id: userId }, select: publicFields });
  if (!user) throw new DomainError("That user no longer exists.");
  if (
    leavesAdmins &&
    user.role === "admin" &&
    (await tx.user.count({ where: { role: "admin", disabledAt: null } })) <= 1
  ) {
    throw new DomainError("This is the last admin; make someone else admin first.");
  }
  return user;
}

/** Disables an account: it cannot sign in, and its sessions end now. */
export async function disableUser(userId: string, actorId: string) {
  return db.$transaction(async (tx) => {
    const user = await otherAccount(tx, userId, actorId, true);
    await tx.user.update({ where: { id: userId }, data: { disabledAt: new Date() } });
    await tx.userSession.updateMany({ where: { userId, endedAt: null }, data: { endedAt: new Date() } });
    return user;
  });
}

export async function enableUser(userId: string, actorId: string) {
  const user = await otherAccount(db, userId, actorId, false);
  await db.user.update({ where: { id: userId }, data: { disabledAt: null } });
  return user;
}

/** Removes an account (its sessions with it). What it wrote (decisions, notes, audit) stays, under its email. */
export async function removeUser(userId: string, actorId: string) {
  return db.$transaction(async (tx) => {
    const user = await otherAccount(tx, userId, actorId, true);
    await tx.user.delete({ where: { id: userId } });
    return user;
  });
}

/** A temporary password, shown once to the admin; the account's sessions end. */
export async function resetPassword(userId: string, actorId: string) {
  const user = await otherAccount(db, userId, actorId, false);
  const temporary = randomBytes(12).toString("base64url");
  await db.user.update({ where: { id: userId }, data: { passwordHash: await hashPassword(temporary) } });
  await endSessions(userId);
  return { user, temporary };
}

export const changeOwnPasswordSchema = z
  .object({ current: z.string().min(1, "Enter your current password"), next: passwordSchema, confirm: z.string() })
  .refine((v) => v.next === v.confirm, { path: ["confirm"], message: "The two new passwords differ" });

/** Changes one's own password (the current one required); every other session of the account ends. */
export async function changeOwnPassword(
  userId: string,
  sessionId: string | undefined,
  input: z.output<typeof changeOwnPasswordSchema>,
) {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user || !(await checkPassword(input.current, user.passwordHash)))
    throw new DomainError("Your current password is not right.");
  await db.user.update({ where: { id: userId }, data: { passwordHash: await hashPassword(input.next) } });
  return endSessions(userId, sessionId);
}

export const setComplianceSchema = z.object({ userId: z.string().min(1), compliance: z.boolean() });

/** Grants or revokes the Compliance permission (who may see demographic answers and fairness figures). */
export async function setCompliance(input: z.output<typeof setComplianceSchema>) {
  return db.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id: input.userId }, select: publicFields });
    if (!before) throw new DomainError("That user no longer exists.");
    const after = await tx.user.update({
      where: { id: input.userId },
      data: { compliance: input.compliance },
      select: publicFields,
    });
    return { before, after };
  });
}
