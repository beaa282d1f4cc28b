import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/passwords";
import { disableUser, enableUser } from "@/lib/auth/users";
import { DomainError } from "@/lib/errors/domain-error";
import type { Prisma } from "@/lib/db/generated/client";
import type { ScimContext, Page } from "./context";
import { parseFilter } from "./filter";
import { filterWhere, userColumns } from "./filter-where";
import { ScimError } from "./scim-error";
import { mapUserInput, userResource, type MappedUser } from "./user-mapping";
import type { ScimUserInput } from "./resource-schemas";
import { roleFromGroups } from "./group-roles";

const withGroups = { scimGroups: { select: { group: { select: { id: true, displayName: true } } } } } as const;

/**
 * The accounts a directory can see and change: the ones it provisioned, still live. Accounts made in the dashboard
 * and another directory's accounts are not there for it (404), nor are deprovisioned ones, which stay for the audit log.
 */
const ownLive = (context: ScimContext) =>
  ({ scimDirectoryId: context.directory.id, deprovisionedAt: null }) satisfies Prisma.UserWhereInput;

export async function listScimUsers(context: ScimContext, filter: string | null, page: Page) {
  const where = {
    AND: [ownLive(context), filter ? filterWhere(parseFilter(filter), userColumns) : {}],
  } as Prisma.UserWhereInput;
  const [total, rows] = await Promise.all([
    db.user.count({ where }),
    page.count === 0
      ? Promise.resolve([])
      : db.user.findMany({
          where,
          include: withGroups,
          orderBy: { createdAt: "asc" },
          skip: page.startIndex - 1,
          take: page.count,
        }),
  ]);
  return { total, resources: rows.map((row) => userResource(row, context.baseUrl)) };
}

async function findLive(context: ScimContext, id: string) {
  const user = await db.user.findFirst({ where: { id, ...ownLive(context) }, include: withGroups });
  if (!user) throw new ScimError(404, `User ${id} not found.`);
  return user;
}

export async function getScimUser(context: ScimContext, id: string) {
  return userResource(await findLive(context, id), context.baseUrl);
}

async function refuseTakenEmail(email: string, exceptId?: string) {
  const other = await db.user.findUnique({ where: { email } });
  if (other && other.id !== exceptId && !other.deprovisionedAt)
    throw new ScimError(409, `A user with userName ${email} already exists.`, "uniqueness");
  return other;
}

/** Disables or enables through the dashboard's own path: disabling ends every session of the account at once. */
async function setActive(context: ScimContext, userId: string, active: boolean) {
  try {
    if (active) await enableUser(userId, context.directory.id);
    else await disableUser(userId, context.directory.id);
  } catch (error) {
    if (error instanceof DomainError) throw new ScimError(400, error.message, "mutability");
    throw error;
  }
}

/** POST /Users. An account the directory deleted before comes back (the same id, so its history stays one). */
export async function createScimUser(context: ScimContext, input: ScimUserInput) {
  const mapped = mapUserInput(input);
  const previous = await refuseTakenEmail(mapped.email);
  const data = { name: mapped.name, scimExternalId: mapped.externalId, scimDirectoryId: context.directory.id };
  const user = previous
    ? await db.user.update({ where: { id: previous.id }, data: { ...data, deprovisionedAt: null, disabledAt: null } })
    : await db.user.create({
        data: {
          ...data,
          email: mapped.email,
          role: "recruiter",
          // Directory users sign in through single sign-on: a hash of a random password nobody knows.
          passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
        },
      });
  if (!previous) {
    const role = await roleFromGroups(user.id);
    if (role !== user.role) await db.user.update({ where: { id: user.id }, data: { role } });
  }
  if (!mapped.active) await setActive(context, user.id, false);
  await context.audit({
    action: previous ? "user.reprovision" : "user.provision",
    targetType: "user",
    targetId: user.id,
    after: { email: mapped.email, name: mapped.name, active: mapped.active },
  });
  return getScimUser(context, user.id);
}

/** PUT, and PATCH once its operations are applied: the account takes the mapped fields. */
export async function updateScimUser(context: ScimContext, id: string, mapped: MappedUser) {
  const before = await findLive(context, id);
  if (mapped.email !== before.email) await refuseTakenEmail(mapped.email, id);
  await db.user.update({
    where: { id },
    data: { email: mapped.email, name: mapped.name, scimExternalId: mapped.externalId },
  });
  const wasActive = !before.disabledAt;
  if (mapped.active !== wasActive) await setActive(context, id, mapped.active);
  const changed = {
    email: [before.email, mapped.email],
    name: [before.name, mapped.name],
    active: [wasActive, mapped.active],
  } as const;
  const diff = Object.entries(changed).filter(([, [a, b]]) => a !== b);
  if (diff.length)
    await context.audit({
      action: mapped.active === wasActive ? "user.update" : mapped.active ? "user.enable" : "user.disable",
      targetType: "user",
      targetId: id,
      before: Object.fromEntries(diff.map(([k, [a]]) => [k, a])),
      after: Object.fromEntries(diff.map(([k, [, b]]) => [k, b])),
      metadata: { email: mapped.email },
    });
  return getScimUser(context, id);
}

/** DELETE: deactivated (sessions end), marked deprovisioned, out of its groups; the row and its audit history stay. */
export async function deprovisionScimUser(context: ScimContext, id: string) {
  const user = await findLive(context, id);
  if (!user.disabledAt) await setActive(context, id, false);
  await db.$transaction([
    db.scimGroupMember.deleteMany({ where: { userId: id } }),
    db.user.update({ where: { id }, data: { deprovisionedAt: new Date() } }),
  ]);
  await context.audit({
    action: "user.deprovision",
    targetType: "user",
    targetId: id,
    before: { email: user.email, role: user.role, active: !user.disabledAt },
  });
}
