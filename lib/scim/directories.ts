import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors/domain-error";
import { hashDirectoryToken, newDirectoryToken } from "./directory-token";

export const directoryNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name the directory")
    .max(60)
    .regex(/^[\w .-]+$/, "Letters, digits, spaces, dots, dashes and underscores only"),
});
export const directoryIdSchema = z.object({ directoryId: z.string().min(1).max(200) });

export function listDirectories() {
  return db.scimDirectory.findMany({
    orderBy: { name: "asc" },
    select: {
      id: true,
      name: true,
      createdAt: true,
      rotatedAt: true,
      lastUsedAt: true,
      _count: { select: { users: true, groups: true } },
    },
  });
}

/** Creates the directory, or gives an existing one a new token (the old one stops working at once). */
export async function issueDirectoryToken(name: string) {
  const token = newDirectoryToken();
  const tokenHash = hashDirectoryToken(token);
  const existing = await db.scimDirectory.findUnique({ where: { name } });
  const directory = existing
    ? await db.scimDirectory.update({ where: { id: existing.id }, data: { tokenHash, rotatedAt: new Date() } })
    : await db.scimDirectory.create({ data: { name, tokenHash } });
  return { directory, token, rotated: !!existing };
}

/** A new directory and its first token; an existing name is refused (rotate its token instead). */
export async function createDirectory(name: string) {
  if (await db.scimDirectory.findUnique({ where: { name } }))
    throw new DomainError(`A directory named ${name} exists; rotate its token instead.`);
  return issueDirectoryToken(name);
}

export async function rotateDirectoryToken(directoryId: string) {
  const directory = await db.scimDirectory.findUnique({ where: { id: directoryId } });
  if (!directory) throw new DomainError("That directory no longer exists.");
  return issueDirectoryToken(directory.name);
}

/** Deletes a directory and its groups; its users stay, no longer linked to it. */
export async function deleteDirectory(directoryId: string) {
  const directory = await db.scimDirectory.findUnique({ where: { id: directoryId } });
  if (!directory) throw new DomainError("That directory no longer exists.");
  await db.scimDirectory.delete({ where: { id: directoryId } });
  return directory;
}

const USED_EVERY_MS = 60_000;

/** The directory a bearer token belongs to, or null. lastUsedAt moves at most once a minute. */
export async function directoryForToken(authorization: string | null) {
  const match = /^Bearer\s+(\S{1,200})$/i.exec(authorization?.trim() ?? "");
  if (!match) return null;
  const directory = await db.scimDirectory.findUnique({ where: { tokenHash: hashDirectoryToken(match[1]!) } });
  if (!directory) return null;
  const now = new Date();
  if (!directory.lastUsedAt || now.getTime() - directory.lastUsedAt.getTime() > USED_EVERY_MS)
    await db.scimDirectory.update({ where: { id: directory.id }, data: { lastUsedAt: now } });
  return directory;
}
export type ScimDirectoryRow = NonNullable<Awaited<ReturnType<typeof directoryForToken>>>;
