import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { untrustedInputPool } from "./untrusted-input-pool";

/** A worker that keeps its thread busy for the milliseconds it is given (a hostile document, as far as time goes). */
const directory = fs.mkdtempSync(path.join(os.tmpdir(), "untrusted-input-pool-"));
const workerFile = path.join(directory, "busy.worker.mjs");
fs.writeFileSync(
  workerFile,
  "export default (ms) => { const end = Date.now() + ms; while (Date.now() < end); return ms; };\n",
);

afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

describe("a pool for untrusted input", () => {
  it("answers a task within its time, and ends one past it", async () => {
    const pool = untrustedInputPool<number, number>({ name: "test-time", workerFile, maxQueue: 4 });
    expect(await pool.run(10, { timeoutMs: 30_000 })).toEqual({ ok: true, value: 10 });
    const started = performance.now();
    expect(await pool.run(60_000, { timeoutMs: 300 })).toEqual({ ok: false, limit: "time" });
    expect(performance.now() - started).toBeLessThan(5_000);
    // The worker that ran past its time was ended; the pool goes on with a new one.
    expect(await pool.run(5, { timeoutMs: 30_000 })).toEqual({ ok: true, value: 5 });
  }, 60_000);

  it("refuses at once what does not fit in its queue", async () => {
    const pool = untrustedInputPool<number, number>({ name: "test-queue", workerFile, maxQueue: 1 });
    // At most two threads run and one task waits: of six, at least three are refused without waiting.
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => pool.run(500, { timeoutMs: 30_000 })));
    expect(outcomes.filter((o) => !o.ok && o.limit === "queue").length).toBeGreaterThanOrEqual(3);
    expect(outcomes.filter((o) => o.ok).length).toBeGreaterThanOrEqual(1);
    expect(pool.hasRoomFor(1)).toBe(true);
    expect(pool.hasRoomFor(2)).toBe(false);
  }, 60_000);
});
