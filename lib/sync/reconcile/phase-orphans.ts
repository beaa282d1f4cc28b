import "server-only";
import { db } from "@/lib/db/client";
import { mapWithConcurrency } from "@/lib/problems/concurrency";
import { NotFoundError } from "@/lib/screening-api";
import { refreshCandidateScreens, upsertCandidates } from "../mirror/candidates";
import type { RunContext } from "./context";

/** Candidates read one by one per run at most: more means the candidate listing itself is wrong, noted instead. */
const MAX_ORPHANS = 100;

/**
 * Screens whose candidate the mirror does not have (registered after the candidate list was read, or missing
 * from it): each is read once (spec 4.11), so lists can show who the screen is for.
 */
export async function syncOrphans(ctx: RunContext): Promise<void> {
  const orphans = await db.$queryRaw<{ candidateId: string }[]>`
    SELECT DISTINCT s."candidateId" FROM mirror_screen s
    WHERE s."goneAt" IS NULL AND NOT EXISTS (SELECT 1 FROM mirror_candidate c WHERE c.id = s."candidateId")
    LIMIT ${MAX_ORPHANS + 1}`;
  const ids = orphans.slice(0, MAX_ORPHANS).map((o) => o.candidateId);
  const missing: string[] = [];
  let changed = 0;
  await mapWithConcurrency(ids, 4, async (id) => {
    const at = new Date();
    try {
      const candidate = await ctx.api.candidates.get(id);
      const counts = await upsertCandidates([candidate], { at });
      changed += counts.inserted + counts.updated;
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      missing.push(id);
    }
  });
  await refreshCandidateScreens(ids);
  if (missing.length)
    await ctx.note(
      `${missing.length} screen candidate${missing.length === 1 ? "" : "s"} unknown to the service: ${missing.slice(0, 5).join(", ")}${missing.length > 5 ? "…" : ""}.`,
    );
  if (orphans.length > MAX_ORPHANS)
    await ctx.note(
      `More than ${MAX_ORPHANS} screens name a candidate missing from the candidate list; the next runs read the rest.`,
    );
  await ctx.advance({ rowsChanged: changed }, { phase: "results" });
}
