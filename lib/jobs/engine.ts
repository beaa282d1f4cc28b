import "server-only";
import PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { poolShare } from "@/lib/db/pool-share";

/** The engine's tables live in their own schema of our database, beside "public" and "sandbox". */
export const jobsSchema = "pgboss";

/**
 * How often one instance (pg-boss takes a lock for it) fails the active jobs whose expiry passed: a job whose
 * worker was SIGKILLed is retried within its kind's expiry plus this. pg-boss's default is two minutes.
 */
const MAINTENANCE_SECONDS = 5;

/** The engine's connections per instance, shared among its server processes like the app's pool (lib/db/client.ts). */
const INSTANCE_POOL_SIZE = 8;

interface EngineState {
  boss?: PgBoss;
  starting?: Promise<PgBoss>;
}
const state = ((globalThis as { jobEngine?: EngineState }).jobEngine ??= {});

/**
 * The process's pg-boss, started once: `start()` creates or migrates its schema under an advisory lock, so
 * several instances starting together on one database are safe. Its pool is small: each worker holds a
 * connection only for a fetch or a completion, never while a handler runs.
 */
export function getEngine(): Promise<PgBoss> {
  if (state.boss) return Promise.resolve(state.boss);
  state.starting ??= (async () => {
    if (!env.DATABASE_URL) throw new Error("DATABASE_URL is not set: the job engine needs the database.");
    const boss = new PgBoss({
      connectionString: env.DATABASE_URL,
      schema: jobsSchema,
      max: poolShare(INSTANCE_POOL_SIZE, env.SERVER_PROCESSES),
      application_name: "jobs",
      maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    });
    boss.on("error", (error: unknown) => console.error("jobs: engine error", error));
    await boss.start();
    state.boss = boss;
    return boss;
  })().catch((error: unknown) => {
    state.starting = undefined;
    throw error;
  });
  return state.starting;
}

/** Stops the engine: workers finish their current job (up to `timeoutMs`), then the pool closes. */
export async function stopEngine(timeoutMs = 10_000) {
  const boss = state.boss;
  state.boss = undefined;
  state.starting = undefined;
  await boss?.stop({ graceful: true, wait: true, timeout: timeoutMs });
}
