import "server-only";
import { publishChange } from "@/lib/live/publish";
import { upsertCandidates } from "../mirror/candidates";
import type { RunContext } from "./context";

/** Rows written per statement: few statements for 100,000 candidates, each still short (a second or so). */
const CHUNK = 5000;

/**
 * GET /candidates has no paging (spec 4.10): one call returns the organization's every candidate. They are
 * written a chunk at a time; `candidatesListedAt` marks the end, so a resumed run does not list them again
 * (a crash before it repeats the call, which is harmless).
 */
export async function syncCandidates(ctx: RunContext): Promise<void> {
  if (ctx.run.candidatesListedAt) return;
  const at = new Date();
  const candidates = await ctx.api.candidates.list();
  let changed = 0;
  for (let i = 0; i < candidates.length; i += CHUNK) {
    ctx.signal.throwIfAborted();
    const counts = await upsertCandidates(candidates.slice(i, i + CHUNK), { runId: ctx.run.id, at });
    changed += counts.inserted + counts.updated;
  }
  await ctx.advance({ candidatesSeen: candidates.length, rowsChanged: changed }, { candidatesListedAt: new Date() });
  if (changed) await publishChange({ topic: "candidate", id: "*" });
}
