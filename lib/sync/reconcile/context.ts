import "server-only";
import {
  createBackgroundScreeningApi,
  sharedRequestLog,
  type RequestLog,
  type ScreeningApi,
} from "@/lib/screening-api";
import { addRunNotes, advanceRun, type Progress, type SyncRun } from "./runs";

/** What a phase works with: the run (its cursor), a background-lane client, and the abort signal of the lease. */
export interface RunContext {
  run: SyncRun;
  api: ScreeningApi;
  signal: AbortSignal;
  /** Records progress (and the API calls made since the last record) with an optional cursor change. */
  advance(progress: Progress, set?: Parameters<typeof advanceRun>[2]): Promise<void>;
  /** API calls not yet recorded: for the run's final write. */
  takeCalls(): number;
  /** Keeps something an admin should read on Settings → Sync (the service's numbers disagreeing, rows gone…). */
  note(...notes: string[]): Promise<void>;
}

/** Counts every attempt the sync engine's client makes, and passes each entry on to the shared request log. */
function countingLog(counter: { calls: number }): RequestLog {
  const shared = sharedRequestLog();
  return {
    record(entry) {
      counter.calls += entry.attempts;
      shared.record(entry);
    },
    entries: () => shared.entries(),
    attempts: () => shared.attempts(),
  };
}

export function createRunContext(run: SyncRun, signal: AbortSignal): RunContext {
  const counter = { calls: 0 };
  const takeCalls = () => {
    const calls = counter.calls;
    counter.calls = 0;
    return calls;
  };
  const context: RunContext = {
    run,
    api: createBackgroundScreeningApi(countingLog(counter)),
    signal,
    takeCalls,
    async note(...notes) {
      if (notes.length) context.run = await addRunNotes(run.id, notes);
    },
    async advance(progress, set) {
      signal.throwIfAborted();
      context.run = await advanceRun(run.id, { ...progress, apiCalls: takeCalls() }, set);
    },
  };
  return context;
}
