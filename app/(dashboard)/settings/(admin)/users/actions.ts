"use server";

import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/actions/define-action";
import {
  changeRole,
  changeRoleSchema,
  createUser,
  createUserSchema,
  disableUser,
  enableUser,
  removeUser,
  resetPassword,
  setCompliance,
  setComplianceSchema,
  userIdSchema,
} from "@/lib/auth/users";
import { endSessions } from "@/lib/auth/user-sessions";

export const createUserAction = defineAction(
  "createUser",
  { role: "admin", schema: createUserSchema },
  async (input, { audit }) => {
    const user = await createUser(input);
    await audit({
      action: "user.create",
      targetType: "user",
      targetId: user.id,
      after: { email: user.email, role: user.role },
    });
    revalidatePath("/settings/users");
    return { id: user.id };
  },
);

/** A role change ends the account's sessions: it signs in again under its new role. */
export const changeRoleAction = defineAction(
  "changeRole",
  { role: "admin", schema: changeRoleSchema },
  async (input, { audit }) => {
    const { before, after } = await changeRole(input);
    await endSessions(after.id);
    await audit({
      action: "user.role",
      targetType: "user",
      targetId: after.id,
      before: { role: before.role },
      after: { role: after.role },
    });
    revalidatePath("/settings/users");
    return null;
  },
);

/** Granting or revoking Compliance ends the account's sessions, like a role change, so it takes effect at once. */
export const setComplianceAction = defineAction(
  "setCompliance",
  { role: "admin", schema: setComplianceSchema },
  async (input, { audit }) => {
    const { before, after } = await setCompliance(input);
    await endSessions(after.id);
    await audit({
      action: after.compliance ? "user.compliance.grant" : "user.compliance.revoke",
      targetType: "user",
      targetId: after.id,
      before: { compliance: before.compliance },
      after: { compliance: after.compliance },
    });
    revalidatePath("/settings/users");
    return null;
  },
);

export const disableUserAction = defineAction(
  "disableUser",
  { role: "admin", schema: userIdSchema },
  async ({ userId }, { user, audit }) => {
    const target = await disableUser(userId, user.id);
    await audit({ action: "user.disable", targetType: "user", targetId: userId, metadata: { email: target.email } });
    revalidatePath("/settings/users");
    return null;
  },
);

export const enableUserAction = defineAction(
  "enableUser",
  { role: "admin", schema: userIdSchema },
  async ({ userId }, { user, audit }) => {
    const target = await enableUser(userId, user.id);
    await audit({ action: "user.enable", targetType: "user", targetId: userId, metadata: { email: target.email } });
    revalidatePath("/settings/users");
    return null;
  },
);

export const removeUserAction = defineAction(
  "removeUser",
  { role: "admin", schema: userIdSchema },
  async ({ userId }, { user, audit }) => {
    const target = await removeUser(userId, user.id);
    await audit({
      action: "user.remove",
      targetType: "user",
      targetId: userId,
      before: { email: target.email, role: target.role },
    });
    revalidatePath("/settings/users");
    return null;
  },
);

/** The temporary password goes back to the admin once and is never stored or logged in clear. */
export const resetPasswordAction = defineAction(
  "resetPassword",
  { role: "admin", schema: userIdSchema },
  async ({ userId }, { user, audit }) => {
    const { user: target, temporary } = await resetPassword(userId, user.id);
    await audit({
      action: "user.password-reset",
      targetType: "user",
      targetId: userId,
      metadata: { email: target.email },
    });
    return { email: target.email, temporary };
  },
);
