import "server-only";
import { db } from "@/lib/db/client";
import type { Assessment } from "@/lib/api-contract/responses";
import { erasedCandidateIds, erasedScreenIds } from "./erased-subjects";
import { erasedName } from "./erase-subjects";
import { placeholderCandidateId } from "./subject-hash";

type ScreenLike = Pick<Assessment, "identifier" | "candidateId" | "problemId" | "problemType" | "status"> & {
  createdAt?: string;
};

/**
 * Screens the service sent, as the mirror may keep them: none removed with an erased candidate; a later screen of
 * an erased candidate under their stand-in (`erased-…`), with only its status, problem and date, so lists show
 * "erased here; the service still holds this person" and nothing about who. Returns the stand-ins used.
 */
export async function withoutErased<T extends ScreenLike>(
  screens: readonly T[],
): Promise<{ screens: Array<T | ScreenLike>; standIns: string[] }> {
  if (!screens.length) return { screens: [], standIns: [] };
  const [goneScreens, erased] = await Promise.all([
    erasedScreenIds(screens.map((s) => s.identifier)),
    erasedCandidateIds([...new Set(screens.map((s) => s.candidateId))]),
  ]);
  if (!goneScreens.size && !erased.size) return { screens: [...screens], standIns: [] };
  const standIns = new Set<string>();
  const kept = screens
    .filter((s) => !goneScreens.has(s.identifier))
    .map((s): T | ScreenLike => {
      if (!erased.has(s.candidateId)) return s;
      const candidateId = placeholderCandidateId(s.candidateId);
      standIns.add(candidateId);
      return {
        identifier: s.identifier,
        candidateId,
        problemId: s.problemId,
        problemType: s.problemType,
        status: s.status,
        ...(s.createdAt ? { createdAt: s.createdAt } : {}),
      };
    });
  return { screens: kept, standIns: [...standIns] };
}

/** The stand-in candidates' rows, confirmed by this write (a reconcile's sweep then keeps them). */
export async function ensureStandIns(ids: readonly string[], { at, runId }: { at: Date; runId: bigint | null }) {
  if (!ids.length) return;
  await db.$executeRaw`
    WITH added AS (
      INSERT INTO mirror_candidate AS m (id, name, email, "createdAt", "nameKey", "emailKey", "searchText", raw, "confirmedAt", "seenRun", "updatedAt")
      SELECT id, ${erasedName}, '', ${at}, lower(${erasedName}), '', '', '{"erased": true}'::jsonb, ${at}, ${runId}::bigint, ${at}
      FROM unnest(${[...ids]}::text[]) AS t(id)
      ON CONFLICT (id) DO UPDATE SET "confirmedAt" = EXCLUDED."confirmedAt", "seenRun" = COALESCE(EXCLUDED."seenRun", m."seenRun"), "goneAt" = NULL
      RETURNING id)
    INSERT INTO mirror_candidate_screens ("candidateId", "screenCount", "latestStatus", "latestScreenAt")
    SELECT id, 0, 'Not Assigned', NULL FROM added ON CONFLICT ("candidateId") DO NOTHING`;
}
