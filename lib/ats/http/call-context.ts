import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/** What the calls made inside a piece of work belong to, for the integration log: a delivery attempt, or a web hook. */
export interface CallContextIds {
  outboxId?: string;
  attempt?: number;
  inboundId?: string;
}

const storage = new AsyncLocalStorage<CallContextIds>();

/**
 * Runs `work` with every ATS call it makes (reads included, which take no context of their own) logged as part of
 * `ids`, so an event's raw exchange shows all of them.
 */
export const withCallContext = <T>(ids: CallContextIds, work: () => Promise<T>): Promise<T> => storage.run(ids, work);

export const currentCallContext = (): CallContextIds => storage.getStore() ?? {};
