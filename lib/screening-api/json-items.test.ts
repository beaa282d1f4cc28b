import v8 from "node:v8";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { jsonItems, type JsonItemsOptions } from "./json-items";

const encoder = new TextEncoder();
const candidate = (n: number) =>
  JSON.stringify({
    name: `Candidate ${n}`,
    email: `candidate-${n}@example.test`,
    createdAt: "2026-11-25T10:00:00.000Z",
    identifier: `cand_${String(n).padStart(20, "0")}`,
  });

/**
 * `{"candidates":[…]}` of `count` candidates, made on demand `perChunk` at a time (a pull stream, as a socket
 * delivers), counting what it has produced so a test can see how far ahead of the consumer the reader got.
 */
function generatedBody(count: number, perChunk = 300) {
  const state = { produced: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode('{"candidates":['));
      },
      pull(controller) {
        const from = state.produced;
        const to = Math.min(count, from + perChunk);
        const items = Array.from({ length: to - from }, (_, i) => candidate(from + i)).join(",");
        controller.enqueue(encoder.encode(from ? `,${items}` : items));
        state.produced = to;
        if (to === count) {
          controller.enqueue(encoder.encode('],"extra":{"kept":true}}'));
          controller.close();
        }
      },
    },
    { highWaterMark: 0 },
  );
  return { body, state };
}

/** The collector, on demand: the heap is then what is still referenced, not what awaits collection. */
v8.setFlagsFromString("--expose-gc");
const collect = vm.runInNewContext("gc") as () => void;
const liveHeap = () => {
  collect();
  return process.memoryUsage().heapUsed;
};

const options = (over: Partial<JsonItemsOptions> = {}): JsonItemsOptions => ({
  path: "$.candidates.*",
  batchSize: 5000,
  idleTimeoutMs: 5000,
  onIdle: () => new Error("idle"),
  ...over,
});

describe("jsonItems", () => {
  it("reads 400,000 candidates in batches without reading ahead of the consumer or holding what it handed on", async () => {
    const count = 400_000;
    const { body, state } = generatedBody(count);
    const heapAtStart = liveHeap();
    let consumed = 0;
    let batches = 0;
    let furthestAhead = 0;
    let peakHeapGrowth = 0;
    let lastIdentifier = "";
    for await (const batch of jsonItems(body, options())) {
      expect(batch.length).toBeLessThanOrEqual(5000);
      consumed += batch.length;
      furthestAhead = Math.max(furthestAhead, state.produced - consumed);
      if (++batches % 10 === 0) peakHeapGrowth = Math.max(peakHeapGrowth, liveHeap() - heapAtStart);
      lastIdentifier = (batch.at(-1) as { identifier: string }).identifier;
    }
    expect(consumed).toBe(count);
    expect(lastIdentifier).toBe(`cand_${String(count - 1).padStart(20, "0")}`);
    // The body is some 48 MB of JSON, about 100 MB as objects: the reader stays within a batch and a chunk of it, and
    // what it handed on is garbage (a batch is about 1 MB live).
    expect(furthestAhead).toBeLessThanOrEqual(5000 + 300);
    expect(peakHeapGrowth).toBeLessThan(16 * 1024 * 1024);
  }, 120_000);

  it("hands the last, shorter batch on, and nothing for an empty list", async () => {
    const batches: number[] = [];
    for await (const batch of jsonItems(generatedBody(12_345).body, options())) batches.push(batch.length);
    expect(batches).toEqual([5000, 5000, 2345]);
    const empty = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"candidates":[]}'));
        controller.close();
      },
    });
    const none: unknown[][] = [];
    for await (const batch of jsonItems(empty, options())) none.push(batch);
    expect(none).toEqual([]);
  });

  it("throws on a body that ends half-way, after handing on the batches before it", async () => {
    const truncated = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(`{"candidates":[${candidate(1)},${candidate(2)},{"name":"Ha`));
        controller.close();
      },
    });
    const seen: unknown[] = [];
    await expect(async () => {
      for await (const batch of jsonItems(truncated, options({ batchSize: 1 }))) seen.push(...batch);
    }).rejects.toThrow();
    expect(seen).toHaveLength(2);
  });

  it("gives up on a body that stalls, with the caller's error", async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"candidates":['));
      },
    });
    await expect(async () => {
      for await (const batch of jsonItems(stalled, options({ idleTimeoutMs: 50, onIdle: () => new Error("stalled") })))
        void batch;
    }).rejects.toThrow("stalled");
  });
});
