import "server-only";
import { db } from "@/lib/db/client";
import { publishChange } from "@/lib/live/publish";
import { refreshCandidateScreens } from "../mirror/candidates";
import type { RunContext } from "./context";
import { listingNotePrefix } from "./runs";

/**
 * Rows the API no longer returns are marked gone, never deleted, and only after a listing that fetched and
 * saved the whole set: a partial or doubtful listing that deleted would lose rows that still exist. A row
 * written since the run began (a webhook, a detail read) is left alone; a row that comes back is un-marked.
 */
export async function sweepGone(ctx: RunContext): Promise<void> {
  const { id, startedAt } = ctx.run;
  const goneAt = new Date();
  const candidates = await db.$executeRaw`
    UPDATE mirror_candidate SET "goneAt" = ${goneAt}
    WHERE "goneAt" IS NULL AND "seenRun" IS DISTINCT FROM ${id} AND "updatedAt" < ${startedAt}`;
  let screens = 0;
  if (ctx.run.notes.some((note) => note.startsWith(listingNotePrefix))) {
    await ctx.note(
      "Screens the service no longer listed were not marked gone: its listing did not add up (see above).",
    );
  } else {
    const swept = await db.$queryRaw<{ candidateId: string }[]>`
      UPDATE mirror_screen SET "goneAt" = ${goneAt}
      WHERE "goneAt" IS NULL AND "seenRun" IS DISTINCT FROM ${id} AND "updatedAt" < ${startedAt}
      RETURNING "candidateId"`;
    screens = swept.length;
    await refreshCandidateScreens(swept.map((s) => s.candidateId));
  }
  if (candidates || screens) {
    await ctx.note(
      `No longer returned by the service, marked gone: ${candidates} candidate${candidates === 1 ? "" : "s"}, ${screens} screen${screens === 1 ? "" : "s"}.`,
    );
    await publishChange({ topic: "screen", id: "*" }, { topic: "candidate", id: "*" });
  }
  await ctx.advance({ rowsChanged: candidates + screens }, { phase: "done" });
}
