"use server";

import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/actions/define-action";
import { changeRole, changeRoleSchema, createUser, createUserSchema } from "@/lib/auth/users";

export const createUserAction = defineAction("createUser", { role: "admin", schema: createUserSchema }, async (input, { audit }) => {
  const user = await createUser(input);
  await audit({ action: "user.create", targetType: "user", targetId: user.id, after: { email: user.email, role: user.role } });
  revalidatePath("/settings/users");
  return { id: user.id };
});

export const changeRoleAction = defineAction("changeRole", { role: "admin", schema: changeRoleSchema }, async (input, { audit }) => {
  const { before, after } = await changeRole(input);
  await audit({ action: "user.role", targetType: "user", targetId: after.id, before: { role: before.role }, after: { role: after.role } });
  revalidatePath("/settings/users");
  return null;
});
