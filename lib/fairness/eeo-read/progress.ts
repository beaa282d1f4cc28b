import "server-only";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { EeoRead } from "@/lib/db/generated/client";
import { Prisma } from "@/lib/db/generated/client";
import type { EeoStep } from "./page";
import { countsOf, type EeoReadCounts } from "./schema";

const increments = (counts: Partial<EeoReadCounts>) => {
  const by = (field: keyof EeoReadCounts) => ({ increment: counts[field] ?? 0 });
  return {
    considered: by("considered"),
    applications: by("applications"),
    answered: by("answered"),
    empty: by("empty"),
    kept: by("kept"),
    missing: by("missing"),
    unmatched: by("unmatched"),
    unknownValues: by("unknownValues"),
  };
};

/** The run, if it is still running (a finished or failed one has nothing left to do). */
export const runningEeoRead = (id: string) => db.eeoRead.findFirst({ where: { id, status: "running" } });

/**
 * Records one page: the counts, the cursor and, on the last, the end. Fenced by the page number, so an attempt the
 * engine gave up on cannot record a page the attempt that took over recorded already. Returns the run as now
 * stored, or null when another attempt got there first (this one then stops).
 */
export async function recordEeoStep(run: EeoRead, step: EeoStep): Promise<EeoRead | null> {
  const { count } = await db.eeoRead.updateMany({
    where: { id: run.id, status: "running", pages: run.pages },
    data: {
      ...increments(step.counts),
      pages: { increment: 1 },
      cursor: step.cursor ?? Prisma.DbNull,
      ...(step.finished ? { status: "done", finishedAt: new Date() } : {}),
    },
  });
  if (!count) return null;
  const stored = await db.eeoRead.findUniqueOrThrow({ where: { id: run.id } });
  if (step.finished) await auditEnd(stored);
  return stored;
}

/** Ends the run as failed, with what the person who started it should do. */
export async function failEeoRead(id: string, message: string) {
  const { count } = await db.eeoRead.updateMany({
    where: { id, status: "running" },
    data: { status: "failed", error: message.slice(0, 500), finishedAt: new Date() },
  });
  if (count) await auditEnd(await db.eeoRead.findUniqueOrThrow({ where: { id } }));
}

/** The end of a run in the audit log, as done by the compliance user who started it: its counts, never an answer. */
async function auditEnd(run: EeoRead) {
  const actor = await db.user.findUnique({ where: { id: run.startedById }, select: { id: true, email: true } });
  await recordAudit(actor, {
    action: "demographics.read_finished",
    targetType: "demographics",
    targetId: run.ats,
    metadata: {
      runId: run.id,
      status: run.status,
      error: run.error,
      ...countsOf(run),
    },
  });
}
