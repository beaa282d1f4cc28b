import { describe, expect, it } from "vitest";
import { createQueueOnce } from "./create-queue";

const options = { name: "bulk-row" };
const deadlock = () => Object.assign(new Error("deadlock detected"), { code: "40P01" });
const refusal = () => Object.assign(new Error("permission denied for schema pgboss"), { code: "42501" });

/** A pg-boss stand-in whose createQueue fails with the given errors, in turn, before it succeeds. */
function boss(failures: Error[], existsAlready = false) {
  const queues = new Set<string>(existsAlready ? [options.name] : []);
  let creates = 0;
  return {
    creates: () => creates,
    getQueue: async (name: string) => (queues.has(name) ? { name } : null),
    createQueue: async (name: string) => {
      creates += 1;
      const next = failures.shift();
      if (next) throw next;
      queues.add(name);
    },
  };
}

describe("createQueueOnce", () => {
  it("creates a missing queue, and leaves an existing one alone", async () => {
    const fresh = boss([]);
    await createQueueOnce(fresh as never, options);
    expect(fresh.creates()).toBe(1);
    const existing = boss([], true);
    await createQueueOnce(existing as never, options);
    expect(existing.creates()).toBe(0);
  });

  it("tries again when Postgres ended its creation as a deadlock's victim", async () => {
    const b = boss([deadlock(), deadlock()]);
    await createQueueOnce(b as never, options);
    expect(b.creates()).toBe(3);
    expect(await b.getQueue(options.name)).not.toBeNull();
  });

  it("gives up after five deadlocks, and at once on any other error", async () => {
    const deadlocked = boss(Array.from({ length: 5 }, () => deadlock()));
    await expect(createQueueOnce(deadlocked as never, options)).rejects.toThrow("deadlock detected");
    expect(deadlocked.creates()).toBe(5);
    const refused = boss([refusal()]);
    await expect(createQueueOnce(refused as never, options)).rejects.toThrow("permission denied");
    expect(refused.creates()).toBe(1);
  });
});
