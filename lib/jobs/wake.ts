import "server-only";
import pg from "pg";
import type PgBoss from "pg-boss";
import { env } from "@/lib/env";

/**
 * An enqueue tells every instance at once, through Postgres NOTIFY on this channel with the kind's name, and each
 * instance's idle workers of that kind look for it now instead of at their next poll (every 2 s by default). Sent
 * in the enqueue's own transaction, so it is heard exactly when the job exists (NOTIFY is delivered on commit, and
 * one per kind per transaction however many jobs it adds). Polling stays: it finds delayed jobs, retries and the
 * schedules' jobs, and anything sent while an instance was not listening.
 */
export const JOBS_CHANNEL = "jobs_enqueued";

interface WakeState {
  wakers: Map<string, () => void>;
  client?: pg.Client;
  connecting?: Promise<void>;
}
const fresh: WakeState = { wakers: new Map() };
const state = ((globalThis as { jobWake?: WakeState }).jobWake ??= fresh);

/** Tells this kind's waiting workers of this instance to look now (workers.ts registers them as it starts them). */
export function onEnqueued(kind: string, wake: () => void) {
  state.wakers.set(kind, wake);
}

export function forgetWakers() {
  state.wakers.clear();
}

/** Announces jobs of `kind` through `db`: the caller's transaction, or the engine's pool for a job sent on its own. */
export async function announceEnqueued(kind: string, db: PgBoss.Db) {
  await db.executeSql(`SELECT pg_notify('${JOBS_CHANNEL}', $1)::text`, [kind]);
}

/** One LISTEN connection per process that runs workers, opened as they start and re-opened after a failure. */
async function connect() {
  const client = new pg.Client({ connectionString: env.DATABASE_URL, application_name: "jobs-wake" });
  client.on("notification", (message) => {
    if (message.channel === JOBS_CHANNEL && message.payload) state.wakers.get(message.payload)?.();
  });
  client.on("error", (error) => {
    console.warn(`jobs: the enqueue LISTEN connection was lost (${error.message}); polling meanwhile`);
    state.client = undefined;
    client.end().catch(() => undefined);
    setTimeout(() => void startListening().catch(() => undefined), 1000).unref();
  });
  await client.connect();
  await client.query(`LISTEN ${JOBS_CHANNEL}`);
  state.client = client;
}

export function startListening(): Promise<void> {
  if (state.client) return Promise.resolve();
  state.connecting ??= connect().finally(() => (state.connecting = undefined));
  return state.connecting;
}

/** Closes the LISTEN connection (the workers stopped). */
export async function stopListening() {
  const client = state.client;
  state.client = undefined;
  await client?.end().catch(() => undefined);
}
