import "server-only";
import { z } from "zod";
import { env, sandboxEnabled, sandboxOrganizations, screeningApi } from "@/lib/env";
import { DomainError } from "@/lib/errors/domain-error";
import { defineJob, enqueue } from "@/lib/jobs";
import { logger } from "@/lib/logging/logger";
import { readReviewSettings } from "@/lib/review/review-settings";
import { syncHealth } from "@/lib/sync/status";
import { planDemoHistory } from "./plan";
import { readProgress, writeProgress, type DemoHistoryProgress } from "./progress";
import { listHistoryResults, readCompletedResults } from "./read-results";
import { replayStep } from "./replay";
import { readTeam } from "./team";

/** A job works the history for at most this long, then queues its successor (well within its expiry). */
const SLICE_MS = 20_000;
/** How often it looks again while the first sync is not in yet. */
const WAIT_FOR_SYNC_SECONDS = 5;

/**
 * Only in sandbox mode, only for a demo organization: the dashboard works the built-in sandbox (no real service
 * configured) with one of its seeded organizations' keys.
 */
const wanted = () =>
  sandboxEnabled &&
  env.SANDBOX_DEMO_HISTORY === "on" &&
  !env.SCREENING_API_BASE_URL &&
  sandboxOrganizations.some((o) => o.key === screeningApi.key);

/** The history's first slice: its window ends now, and results someone already worked on stay theirs. */
async function begin(): Promise<DemoHistoryProgress> {
  const asOf = new Date();
  const progress = { asOf, results: await listHistoryResults(asOf), done: 0, finishedAt: null };
  await writeProgress(progress);
  return progress;
}

/** Works the steps from where the history stopped, until they are done or the slice ends. True when done. */
async function work(progress: DemoHistoryProgress, signal: AbortSignal): Promise<boolean> {
  const team = await readTeam();
  if (!team) return true;
  const settings = await readReviewSettings();
  const results = await readCompletedResults(progress.results);
  const steps = planDemoHistory({
    results,
    reasons: settings.reasons,
    secondOpinionLevels: settings.secondOpinionLevels,
    asOf: progress.asOf,
  });
  const ends = Date.now() + SLICE_MS;
  let done = progress.done;
  for (; done < steps.length && !signal.aborted && Date.now() < ends; done++) {
    const step = steps[done]!;
    try {
      await replayStep(step, team);
    } catch (error) {
      // The product's own rules refused it (a setting changed since it was planned): it is not history, then.
      if (!(error instanceof DomainError)) throw error;
      logger.warn({ err: error, step: step.kind }, "demo history: a step was refused");
    }
    await writeProgress({ ...progress, done: done + 1 });
  }
  if (done < steps.length) return false;
  await writeProgress({ ...progress, done, finishedAt: new Date() });
  logger.info({ steps: steps.length, results: results.length }, "demo history: seeded");
  return true;
}

/**
 * The sandbox's demo team history (lib/demo-history/plan.ts), seeded once the first sync has mirrored the demo
 * screens: sent at every instance's start, it waits for that sync, then replays the plan in slices. The marker makes
 * it happen once (a restart finds it finished); the "stately" policy runs one at a time across instances.
 */
export const demoHistoryJob = defineJob({
  name: "sandbox-demo-history",
  payload: z.object({}),
  handler: async (_payload, { signal }) => {
    if (!wanted()) return;
    const progress = await readProgress();
    if (progress?.finishedAt) return;
    if (!progress && !(await syncHealth()).lastCompletedAt) {
      await enqueue(demoHistoryJob, {}, { startAfter: WAIT_FOR_SYNC_SECONDS });
      return;
    }
    if (!(await work(progress ?? (await begin()), signal))) await enqueue(demoHistoryJob, {}, {});
  },
  options: { policy: "stately", expireInSeconds: 60, retryLimit: 5, retryDelaySeconds: 5, concurrency: 1 },
});
