import "server-only";
import { enrichDueReadings } from "./ip-enrichment";
import { materialiseDueScreens } from "./due-screens";
import { announceReadyProblems } from "./problem-ready";
import { completeDueScoutRuns } from "./scout-completion";
import { deliverDueWebhooks } from "./webhooks/deliver";
import { isTransientDatabaseError } from "@/lib/db/transient-errors";
import { logger } from "@/lib/logging/logger";

/** How often each instance looks for due work; a demo sees movement within about a second of it being due. */
const TICK_MS = 1000;
/** A failing step (the database away) is logged once a minute, not every second. */
const LOG_EVERY_MS = 60_000;

// On globalThis: development reloads re-evaluate modules, and a second loop would only double the queries.
const globalTicker = globalThis as { sandboxTickerStarted?: boolean };

/**
 * The sandbox's one background loop per instance: enrich IP readings, mark created problems Ready, write down
 * screens' due moves, complete Scout runs (each queuing its webhooks in the same transaction), then start sending
 * due webhooks. Every step claims rows with SKIP LOCKED and works from the database alone, so several
 * instances tick side by side and a restart picks up where the last one stopped. Deliveries run beside the
 * next ticks, so a slow webhook endpoint does not hold up the lifecycle.
 */
export function startSandboxTicker() {
  if (globalTicker.sandboxTickerStarted) return;
  globalTicker.sandboxTickerStarted = true;
  const lastLogged = new Map<string, number>();

  const run = async (name: string, step: () => Promise<unknown>) => {
    try {
      await step();
    } catch (error) {
      if (Date.now() - (lastLogged.get(name) ?? 0) < LOG_EVERY_MS) return;
      lastLogged.set(name, Date.now());
      // A deadlock with a request storing the same rows (a screen's results read as it completes) ends one of the
      // two; the next tick does this step's work again.
      if (isTransientDatabaseError(error))
        logger.warn({ err: error, task: name }, "sandbox ticker: a task met a deadlock; the next tick does it again");
      else logger.error({ err: error, task: name }, "sandbox ticker: a task failed");
    }
  };

  const tick = async () => {
    const now = new Date();
    await run("IP enrichment", () => enrichDueReadings(now));
    await run("problems", () => announceReadyProblems(now));
    await run("screens", () => materialiseDueScreens(now));
    await run("Scout runs", () => completeDueScoutRuns(now));
    // Starts the sending and returns: an organization's slow endpoint holds up only its own deliveries.
    await run("webhook deliveries", () => deliverDueWebhooks());
    // unref: the loop never keeps a stopping server alive.
    setTimeout(tick, TICK_MS).unref();
  };
  setTimeout(tick, TICK_MS).unref();
}
