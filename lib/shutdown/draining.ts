/**
 * Whether this server instance is shutting down, shared by every bundle of the process (instrumentation and route
 * handlers are bundled apart, so module state is not shared: the state lives on globalThis).
 *
 * Two moments: `draining` from the SIGTERM on (readiness answers 503, no new job is taken), then `closing` when the
 * port closes (long-lived responses such as live-update streams end, so their clients reconnect to another instance).
 */
interface ShutdownState {
  draining: boolean;
  closing: boolean;
  onClosing: Set<() => void>;
}

const state = ((globalThis as { serverShutdown?: ShutdownState }).serverShutdown ??= {
  draining: false,
  closing: false,
  onClosing: new Set(),
});

export const isDraining = () => state.draining;

export function startDraining() {
  state.draining = true;
}

/** Calls `listener` when the port closes (at once if it has): returns the function that forgets it. */
export function onClosing(listener: () => void): () => void {
  if (state.closing) {
    listener();
    return () => {};
  }
  state.onClosing.add(listener);
  return () => state.onClosing.delete(listener);
}

export function startClosing() {
  state.draining = true;
  if (state.closing) return;
  state.closing = true;
  for (const listener of state.onClosing) {
    try {
      listener();
    } catch (error) {
      console.error("shutdown: a closing listener failed", error);
    }
  }
  state.onClosing.clear();
}
