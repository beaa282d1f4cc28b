import "server-only";
import { atsInfo } from "@/lib/ats/kinds";
import { db } from "@/lib/db/client";
import { Prisma, type EeoRead } from "@/lib/db/generated/client";
import { DomainError } from "@/lib/errors/domain-error";
import { enqueue } from "@/lib/jobs";
import { eeoReadJob } from "./eeo-read-job";
import { countGreenhouseApplications } from "./greenhouse-page";
import { failEeoRead } from "./progress";
import { eeoReadableAts } from "./readable";
import { countsOf, type EeoReadView, type StartEeoRead } from "./schema";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A run whose job has not recorded a page for this long has stopped (its job lost): a new start replaces it. */
const STALE_MS = 10 * 60 * 1000;

export function toEeoReadView(run: EeoRead): EeoReadView {
  return {
    id: run.id,
    ats: run.ats as EeoReadView["ats"],
    status: run.status as EeoReadView["status"],
    limit: run.limit,
    expected: run.expected,
    pages: run.pages,
    ...countsOf(run),
    error: run.error,
    startedAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    asOf: Date.now(),
  };
}

/** The open run of this ATS, after ending one that stopped without finishing. */
async function openRun(ats: string) {
  const open = await db.eeoRead.findFirst({ where: { ats, status: "running" } });
  if (open && Date.now() - open.updatedAt.getTime() > STALE_MS) {
    await failEeoRead(open.id, "Stopped without finishing; the answers read until then are kept.");
    return null;
  }
  return open;
}

/**
 * Starts reading the EEO answers of one connected ATS as a background job (lib/fairness/eeo-read/eeo-read-job.ts),
 * or returns the read of that ATS already running. The window ends now: what changes while it runs waits for the
 * next read. Compliance only: the action checks the permission and audits the start.
 */
export async function startEeoRead(input: StartEeoRead, startedById: string) {
  const connection = await db.atsConnection.findUnique({ where: { ats: input.ats }, select: { id: true } });
  if (!connection) throw new DomainError(`Connect ${atsInfo[input.ats].label} first (Settings → Integrations).`);
  const running = await openRun(input.ats);
  if (running) return { runId: running.id, alreadyRunning: true };
  const until = new Date();
  const since = new Date(until.getTime() - input.days * DAY_MS);
  const span = { since, until, limit: input.limit };
  const expected = input.ats === "greenhouse" ? await countGreenhouseApplications(span) : null;
  try {
    const run = await db.$transaction(async (tx) => {
      const created = await tx.eeoRead.create({ data: { ats: input.ats, ...span, expected, startedById } });
      await enqueue(eeoReadJob, { runId: created.id }, { tx, key: created.id });
      return created;
    });
    return { runId: run.id, alreadyRunning: false };
  } catch (error) {
    // Another compliance user started this ATS's read a moment ago (one open read per ATS): follow theirs.
    if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") throw error;
    const theirs = await db.eeoRead.findFirst({ where: { ats: input.ats, status: "running" } });
    if (!theirs) throw error;
    return { runId: theirs.id, alreadyRunning: true };
  }
}

export async function getEeoReadView(id: string) {
  const run = await db.eeoRead.findUnique({ where: { id } });
  return run ? toEeoReadView(run) : null;
}

/** The latest run of each ATS that can be read, newest first. */
export async function latestEeoReads(): Promise<EeoReadView[]> {
  const runs = await Promise.all(
    eeoReadableAts.map((ats) => db.eeoRead.findFirst({ where: { ats }, orderBy: { createdAt: "desc" } })),
  );
  return runs
    .filter((run): run is EeoRead => run !== null)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map(toEeoReadView);
}
