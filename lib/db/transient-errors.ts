/**
 * A deadlock or serialization failure: Postgres ended one of two transactions that touched the same rows in
 * different orders, and the same work done again succeeds. Prisma 7 reports it as P2034 ("a write conflict or a
 * deadlock") with Postgres's code in its cause; a raw query's error carries the code or Postgres's own words.
 */
export function isTransientDatabaseError(error: unknown): boolean {
  if (typeof error === "object" && error !== null && "code" in error && error.code === "P2034") return true;
  return /40P01|40001|deadlock detected|could not serialize/.test(
    error instanceof Error ? error.message : String(error),
  );
}

/** Runs `work`, again (up to `attempts` times, after a short jittered pause) when the database chose it as a deadlock victim. */
export async function retryTransient<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransientDatabaseError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
    }
  }
}
