import "server-only";
import { db } from "./client";
import type { Prisma } from "./generated/client";

/** One organization-wide setting as stored (JSON), or undefined where nothing is stored under `key`. */
export async function readAppSetting(key: string): Promise<unknown> {
  const row = await db.appSetting.findUnique({ where: { key } });
  return row?.value;
}

/** Stores one organization-wide setting under `key`, replacing what was there. */
export async function writeAppSetting(key: string, value: Prisma.InputJsonValue) {
  await db.appSetting.upsert({ where: { key }, create: { key, value }, update: { value } });
}
