import { debounce, defaultRateLimit, type Options } from "nuqs";

/** How long a list waits for typing to pause before asking the server again. */
export const TYPING_PAUSE_MS = 250;

/**
 * URL update options for a list filter read on the server: a typed value waits for a pause in typing, a
 * choice (a select, a date) goes at once.
 */
export const filterUpdate = (typed: boolean): Options => ({
  limitUrlUpdates: typed ? debounce(TYPING_PAUSE_MS) : defaultRateLimit,
});
