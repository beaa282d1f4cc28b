import "server-only";
import { publishChange } from "@/lib/live/publish";
import { upsertCandidates } from "../mirror/candidates";
import type { RunContext } from "./context";

/**
 * Candidates written per statement, and so the most the run holds at once: the answer is read as a stream and
 * a batch parsed only when the one before is written (the server stays well under its memory at 1,000,000).
 */
const BATCH = 5000;

/**
 * GET /candidates has no paging (spec 4.10): one call returns the organization's every candidate. It is read as
 * it arrives and written a batch at a time; `candidatesListedAt` marks the end, so a resumed run does not list
 * them again (a crash before it repeats the call, which is harmless: the writes are upserts).
 */
export async function syncCandidates(ctx: RunContext): Promise<void> {
  if (ctx.run.candidatesListedAt) return;
  const at = new Date();
  let seen = 0;
  let changed = 0;
  for await (const batch of ctx.api.candidates.listInBatches({ batchSize: BATCH, signal: ctx.signal })) {
    ctx.signal.throwIfAborted();
    const counts = await upsertCandidates(batch, { runId: ctx.run.id, at });
    seen += batch.length;
    changed += counts.inserted + counts.updated;
  }
  await ctx.advance({ candidatesSeen: seen, rowsChanged: changed }, { candidatesListedAt: new Date() });
  if (changed) await publishChange({ topic: "candidate", id: "*" });
}
