import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { ActionError } from "@/lib/actions/define-action";
import { hashPassword } from "./passwords";
import { roleSchema } from "./role-schema";

export const createUserSchema = z.object({
  email: z.email("Enter a valid email address").transform((e) => e.trim().toLowerCase()),
  name: z.string().trim().max(100).optional(),
  role: roleSchema,
  password: z.string().min(10, "Use at least 10 characters").max(200),
});

export const changeRoleSchema = z.object({ userId: z.string().min(1), role: roleSchema });

const publicFields = { id: true, email: true, name: true, role: true, createdAt: true } as const;

export function listUsers() {
  return db.user.findMany({ select: publicFields, orderBy: { email: "asc" } });
}

export async function createUser(input: z.output<typeof createUserSchema>) {
  if (await db.user.findUnique({ where: { email: input.email } })) throw new ActionError(`${input.email} already has an account.`);
  return db.user.create({ data: { email: input.email, name: input.name || null, role: input.role, passwordHash: await hashPassword(input.password) }, select: publicFields });
}

/** Changes a role, refusing to leave the dashboard without an admin. */
export async function changeRole(input: z.output<typeof changeRoleSchema>) {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: input.userId }, select: publicFields });
    if (!user) throw new ActionError("That user no longer exists.");
    if (user.role === "admin" && input.role !== "admin" && (await tx.user.count({ where: { role: "admin" } })) <= 1) {
      throw new ActionError("This is the last admin; make someone else admin first.");
    }
    const after = await tx.user.update({ where: { id: input.userId }, data: { role: input.role }, select: publicFields });
    return { before: user, after };
  });
}
