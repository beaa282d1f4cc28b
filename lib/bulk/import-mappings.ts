import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { MAX_COLUMNS, rosterMappingSchema, usedColumns, type RosterMapping } from "@/lib/roster-import/mapping-schema";

const shape = z.array(z.string().max(500)).min(1).max(MAX_COLUMNS);
export const rememberedMappingSchema = z.object({ shape });
export const rememberMappingSchema = z
  .object({ shape, mapping: rosterMappingSchema })
  .refine(
    (v) => [...usedColumns(v.mapping)].every((column) => column < v.shape.length),
    "The mapping names a column the file does not have.",
  );

/** The key a header shape is stored under: SHA-256 of its normalised names. */
const shapeKey = (headers: string[]) => createHash("sha256").update(JSON.stringify(headers)).digest("hex");

/** The mapping last used for files of this header shape, or null (also when the stored one no longer parses). */
export async function rememberedMapping(headers: string[]): Promise<RosterMapping | null> {
  const row = await db.importMapping.findUnique({ where: { shapeKey: shapeKey(headers) } });
  const parsed = rosterMappingSchema.safeParse(row?.mapping);
  return parsed.success ? parsed.data : null;
}

/** Remembers `mapping` for files of this header shape, for the whole organization. */
export async function rememberMapping(headers: string[], mapping: RosterMapping, userId: string) {
  const data = { headers, mapping: mapping as Prisma.InputJsonValue, updatedById: userId };
  await db.importMapping.upsert({
    where: { shapeKey: shapeKey(headers) },
    create: { shapeKey: shapeKey(headers), ...data },
    update: data,
  });
}
