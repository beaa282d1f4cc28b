import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { ScimContext, Page } from "./context";
import { parseFilter } from "./filter";
import { filterWhere, groupColumns } from "./filter-where";
import { ScimError } from "./scim-error";
import { groupResource } from "./group-mapping";
import { canonicalKeys, groupAttributeNames, scimGroupInputSchema, type ScimGroupInput } from "./resource-schemas";
import { applyPatch, type PatchOperation } from "./patch";
import { syncRoleFromGroups } from "./group-roles";

const withMembers = { members: { select: { user: { select: { id: true, email: true } } } } } as const;

export async function listScimGroups(context: ScimContext, filter: string | null, page: Page, members: boolean) {
  const where = {
    AND: [{ directoryId: context.directory.id }, filter ? filterWhere(parseFilter(filter), groupColumns) : {}],
  } as Prisma.ScimGroupWhereInput;
  const [total, rows] = await Promise.all([
    db.scimGroup.count({ where }),
    page.count === 0
      ? Promise.resolve([])
      : db.scimGroup.findMany({
          where,
          include: members ? withMembers : undefined,
          orderBy: { createdAt: "asc" },
          skip: page.startIndex - 1,
          take: page.count,
        }),
  ]);
  return { total, resources: rows.map((row) => groupResource(row, context.baseUrl)) };
}

async function findGroup(context: ScimContext, id: string) {
  const group = await db.scimGroup.findFirst({
    where: { id, directoryId: context.directory.id },
    include: withMembers,
  });
  if (!group) throw new ScimError(404, `Group ${id} not found.`);
  return group;
}

export async function getScimGroup(context: ScimContext, id: string) {
  return groupResource(await findGroup(context, id), context.baseUrl);
}

async function refuseTakenName(context: ScimContext, displayName: string, exceptId?: string) {
  const other = await db.scimGroup.findUnique({
    where: { directoryId_displayName: { directoryId: context.directory.id, displayName } },
  });
  if (other && other.id !== exceptId)
    throw new ScimError(409, `A group named ${displayName} already exists.`, "uniqueness");
}

/** The member ids a body names, each a live account this directory provisioned (never trusted without a look). */
async function memberIds(context: ScimContext, input: ScimGroupInput) {
  const ids = [...new Set((input.members ?? []).map((m) => m.value))];
  if (!ids.length) return ids;
  const found = await db.user.findMany({
    where: { id: { in: ids }, scimDirectoryId: context.directory.id, deprovisionedAt: null },
    select: { id: true },
  });
  const missing = ids.filter((id) => !found.some((u) => u.id === id));
  if (missing.length) throw new ScimError(400, `No user ${missing.join(", ")}.`, "invalidValue");
  return ids;
}

/** Stores a group's name and members, then gives every member who joined or left the role its groups map to. */
async function store(context: ScimContext, groupId: string | null, input: ScimGroupInput) {
  await refuseTakenName(context, input.displayName, groupId ?? undefined);
  const ids = await memberIds(context, input);
  const before = groupId ? await findGroup(context, groupId) : null;
  const previous = before?.members.map((m) => m.user.id) ?? [];
  const data = { displayName: input.displayName, externalId: input.externalId ?? null };
  const group = await db.$transaction(async (tx) => {
    const saved = groupId
      ? await tx.scimGroup.update({ where: { id: groupId }, data })
      : await tx.scimGroup.create({ data: { ...data, directoryId: context.directory.id } });
    await tx.scimGroupMember.deleteMany({ where: { groupId: saved.id, userId: { notIn: ids } } });
    await tx.scimGroupMember.createMany({
      data: ids.map((userId) => ({ groupId: saved.id, userId })),
      skipDuplicates: true,
    });
    return saved;
  });
  const added = ids.filter((id) => !previous.includes(id));
  const removed = previous.filter((id) => !ids.includes(id));
  await context.audit({
    action: before ? "scim.group.update" : "scim.group.create",
    targetType: "scim-group",
    targetId: group.id,
    before: before ? { displayName: before.displayName } : undefined,
    after: { displayName: group.displayName },
    metadata: { directory: context.directory.name, added, removed },
  });
  for (const userId of [...added, ...removed]) await syncRoleFromGroups(userId, context.audit);
  return getScimGroup(context, group.id);
}

export const createScimGroup = (context: ScimContext, input: ScimGroupInput) => store(context, null, input);

export async function replaceScimGroup(context: ScimContext, id: string, input: ScimGroupInput) {
  await findGroup(context, id);
  return store(context, id, input);
}

export async function patchScimGroup(context: ScimContext, id: string, operations: PatchOperation[]) {
  const current = await getScimGroup(context, id);
  const patchable = {
    displayName: current.displayName,
    externalId: current.externalId ?? null,
    members: (current.members ?? []).map((m) => ({ value: m.value })),
  };
  const input = scimGroupInputSchema.safeParse(canonicalKeys(applyPatch(patchable, operations), groupAttributeNames));
  if (!input.success)
    throw new ScimError(400, `The patched group is not valid: ${z.prettifyError(input.error)}`, "invalidValue");
  return store(context, id, input.data);
}

export async function deleteScimGroup(context: ScimContext, id: string) {
  const group = await findGroup(context, id);
  await db.scimGroup.delete({ where: { id } });
  await context.audit({
    action: "scim.group.delete",
    targetType: "scim-group",
    targetId: id,
    before: { displayName: group.displayName, members: group.members.length },
    metadata: { directory: context.directory.name },
  });
  for (const { user } of group.members) await syncRoleFromGroups(user.id, context.audit);
}
