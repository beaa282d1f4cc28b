/** How `until` waits: how often it asks, and what it adds to the timeout's message (what the system recorded). */
export interface UntilOptions {
  intervalMs?: number;
  explain?: () => Promise<string>;
}

/**
 * The one wait of the test suites: polls `probe` (every 250 ms unless told) until it gives a truthy value, and
 * returns it; after `timeoutMs` it fails naming what it waited for, with `explain`'s account of why when given.
 */
export async function until<T>(
  what: string | (() => string),
  probe: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  timeoutMs = 60_000,
  { intervalMs = 250, explain }: UntilOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) {
      const name = typeof what === "string" ? what : what();
      const why = explain ? `: ${await explain()}` : "";
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${name}${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** `until` for a probe whose answer counts whenever it is not undefined (0, "", false and null included). */
export async function untilDefined<T>(
  what: string | (() => string),
  probe: () => Promise<T | undefined>,
  timeoutMs = 60_000,
  options: UntilOptions = {},
): Promise<T> {
  const found = await until(
    what,
    async () => {
      const value = await probe();
      return value === undefined ? undefined : { value };
    },
    timeoutMs,
    options,
  );
  return found.value;
}
