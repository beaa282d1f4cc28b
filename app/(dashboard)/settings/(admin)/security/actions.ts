"use server";

import { revalidatePath } from "next/cache";
import { ActionError, defineAction } from "@/lib/actions/define-action";
import {
  createDirectory,
  deleteDirectory,
  directoryIdSchema,
  directoryNameSchema,
  rotateDirectoryToken,
} from "@/lib/scim/directories";
import {
  groupRoleNameSchema,
  groupRoleSchema,
  removeGroupRole,
  resyncGroupRole,
  setGroupRole,
} from "@/lib/scim/group-roles";

const PAGE = "/settings/security";

/** Creates a SCIM directory; its token goes back to the admin once and is stored only as a hash. */
export const createScimDirectoryAction = defineAction(
  "createScimDirectory",
  { role: "admin", schema: directoryNameSchema },
  async ({ name }, { audit }) => {
    const { directory, token } = await createDirectory(name);
    await audit({
      action: "scim.directory.create",
      targetType: "scim-directory",
      targetId: directory.id,
      after: { name },
    });
    revalidatePath(PAGE);
    return { name, token };
  },
);

export const rotateScimTokenAction = defineAction(
  "rotateScimToken",
  { role: "admin", schema: directoryIdSchema },
  async ({ directoryId }, { audit }) => {
    const { directory, token } = await rotateDirectoryToken(directoryId);
    await audit({
      action: "scim.directory.rotate",
      targetType: "scim-directory",
      targetId: directory.id,
      metadata: { name: directory.name },
    });
    revalidatePath(PAGE);
    return { name: directory.name, token };
  },
);

export const deleteScimDirectoryAction = defineAction(
  "deleteScimDirectory",
  { role: "admin", schema: directoryIdSchema },
  async ({ directoryId }, { audit }) => {
    const directory = await deleteDirectory(directoryId);
    await audit({
      action: "scim.directory.delete",
      targetType: "scim-directory",
      targetId: directory.id,
      before: { name: directory.name },
    });
    revalidatePath(PAGE);
    return null;
  },
);

/** Maps one directory's group to a role; that directory's provisioned members of the group get the role at once. */
export const setScimGroupRoleAction = defineAction(
  "setScimGroupRole",
  { role: "admin", schema: groupRoleSchema },
  async (input, { audit }) => {
    const { before, after, directory } = await setGroupRole(input);
    await audit({
      action: "scim.group-role.set",
      targetType: "scim-group-role",
      targetId: after.displayName,
      before: before ? { role: before.role } : undefined,
      after: { role: after.role },
      metadata: { directory },
    });
    await resyncGroupRole(input, audit);
    revalidatePath(PAGE);
    return null;
  },
);

export const removeScimGroupRoleAction = defineAction(
  "removeScimGroupRole",
  { role: "admin", schema: groupRoleNameSchema },
  async (input, { audit }) => {
    if (!(await removeGroupRole(input))) throw new ActionError("That mapping no longer exists.");
    await audit({
      action: "scim.group-role.remove",
      targetType: "scim-group-role",
      targetId: input.displayName,
      metadata: { directoryId: input.directoryId },
    });
    await resyncGroupRole(input, audit);
    revalidatePath(PAGE);
    return null;
  },
);
