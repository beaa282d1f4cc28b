import "server-only";
import { db } from "@/lib/db/client";
import { placeholderPrefix, subjectHash } from "./subject-hash";

/** Of these service candidate ids, the ones erased here (their keyed hash is in erased_subject). */
export async function erasedCandidateIds(candidateIds: readonly string[]): Promise<Set<string>> {
  if (!candidateIds.length) return new Set();
  const byHash = new Map(candidateIds.map((id) => [subjectHash("candidate", id), id]));
  const rows = await db.$queryRaw<{ h: string }[]>`
    SELECT "candidateHash" AS h FROM erased_subject WHERE "candidateHash" = ANY(${[...byHash.keys()]}::text[])`;
  return new Set(rows.map((r) => byHash.get(r.h)!));
}

/** Of these service screen ids, the ones removed with an erased candidate. */
export async function erasedScreenIds(screenIds: readonly string[]): Promise<Set<string>> {
  if (!screenIds.length) return new Set();
  const byHash = new Map(screenIds.map((id) => [subjectHash("screen", id), id]));
  const rows = await db.$queryRaw<{ h: string }[]>`
    SELECT "screenHash" AS h FROM erased_screen WHERE "screenHash" = ANY(${[...byHash.keys()]}::text[])`;
  return new Set(rows.map((r) => byHash.get(r.h)!));
}

/** Whether this email belongs to someone erased here. */
export async function isEmailErased(email: string): Promise<boolean> {
  const rows = await db.$queryRaw<unknown[]>`
    SELECT 1 FROM erased_subject WHERE "emailHash" = ${subjectHash("email", email)} LIMIT 1`;
  return rows.length > 0;
}

/** Whether a received webhook's data is about someone erased here (its candidate, or a screen erased with them). */
export async function isAboutErased(data: Record<string, unknown>): Promise<boolean> {
  const text = (key: string) => (typeof data[key] === "string" ? [data[key]] : []);
  const candidates = [...text("candidateId"), ...text("candidateIdentifier")];
  const screens = text("interviewId");
  return (await erasedCandidateIds(candidates)).size > 0 || (await erasedScreenIds(screens)).size > 0;
}

/** Whether a screen was erased here, or belongs to an erased candidate's stand-in (a later screen of theirs). */
export async function isScreenErased(screenId: string): Promise<boolean> {
  if ((await erasedScreenIds([screenId])).size) return true;
  const rows = await db.$queryRaw<unknown[]>`
    SELECT 1 FROM mirror_screen WHERE id = ${screenId} AND "candidateId" LIKE ${`${placeholderPrefix}%`}`;
  return rows.length > 0;
}
