import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma, SandboxScoutRun } from "@/lib/db/generated/client";
import type { StoredResume } from "./scout";
import { computeScoutVerdict } from "./scout-verdict";
import { enqueueWebhook } from "./webhooks/enqueue";

type Tx = Prisma.TransactionClient;

const resumesOf = (run: Pick<SandboxScoutRun, "resumes">) => run.resumes as unknown as StoredResume[];

/** The run's own resumes or, when it came without any (4.14), those of the candidate's latest earlier run that had some. */
async function resumesToCheck(tx: Tx, run: SandboxScoutRun): Promise<{ resumes: StoredResume[]; reused: boolean }> {
  if (resumesOf(run).length > 0) return { resumes: resumesOf(run), reused: false };
  const earlier = await tx.sandboxScoutRun.findMany({
    where: { candidateId: run.candidateId, createdAt: { lt: run.createdAt } },
    orderBy: { createdAt: "desc" },
    select: { resumes: true },
  });
  const previous = earlier.find((r) => resumesOf(r).length > 0);
  return { resumes: previous ? resumesOf(previous) : [], reused: Boolean(previous) };
}

async function completeRun(tx: Tx, run: SandboxScoutRun, now: Date) {
  const candidate = await tx.sandboxCandidate.findUniqueOrThrow({ where: { id: run.candidateId } });
  const { resumes, reused } = await resumesToCheck(tx, run);
  const verdict = computeScoutVerdict({
    candidate: { name: candidate.name, email: candidate.email },
    phone: run.phone ?? undefined,
    linkedinUrl: run.linkedinUrl ?? undefined,
    githubUrl: run.githubUrl ?? undefined,
    resumeTexts: resumes.map((r) => r.text),
    now,
  });
  const count = `${resumes.length} resume${resumes.length === 1 ? "" : "s"}`;
  const summary = reused
    ? `${verdict.summary} No new resume was sent; the ${count} of the previous run ${resumes.length === 1 ? "was" : "were"} re-checked.`
    : verdict.summary;
  await tx.sandboxScoutRun.update({
    where: { id: run.id },
    data: { status: "completed", completedAt: now, verdict: { ...verdict, summary } as object },
  });
  await enqueueWebhook(tx, {
    organizationId: run.organizationId,
    type: "scout.completed",
    at: now,
    data: { candidateIdentifier: candidate.id, verdict: verdict.verdict, summary, findings: verdict.findings },
  });
}

/**
 * Completes the Scout runs whose `completeAfter` has come: verdict and findings from `computeScoutVerdict`,
 * stored on the run and announced by scout.completed. Rows are claimed FOR UPDATE SKIP LOCKED and leave
 * `processing` in the same transaction, so each run completes, and is announced, once.
 */
export async function completeDueScoutRuns(now = new Date()): Promise<number> {
  return db.$transaction(
    async (tx) => {
      const due = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM sandbox.scout_run
        WHERE status = 'processing' AND "completeAfter" <= ${now}
        ORDER BY "completeAfter"
        LIMIT 20
        FOR UPDATE SKIP LOCKED`;
      if (due.length === 0) return 0;
      const runs = await tx.sandboxScoutRun.findMany({
        where: { id: { in: due.map((d) => d.id) } },
        orderBy: { createdAt: "asc" },
      });
      for (const run of runs) await completeRun(tx, run, now);
      return runs.length;
    },
    { timeout: 30_000 },
  );
}
