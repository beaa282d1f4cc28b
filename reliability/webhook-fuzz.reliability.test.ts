import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../testing/inject";
import { recordMetrics } from "./support/metrics";
import { buildCorpus, signer, type Delivery } from "./support/webhook-deliveries";

/**
 * Webhook fuzz against the running app: hundreds of deliveries, valid and not, then the receiver's own table is
 * read. Invalid ones must be refused (4xx) and leave no row; valid ones are stored once and processed once,
 * however often and however concurrently they are redelivered; nothing may answer 5xx.
 */
const baseUrl = inject("baseUrl");
const secret = inject("webhookSecret");
const database = new pg.Client({ connectionString: inject("databaseUrl") });

interface Sent {
  delivery: Delivery;
  status: number;
}

async function send(delivery: Delivery): Promise<Sent> {
  const response = await fetch(`${baseUrl}/api/webhooks/screening`, {
    method: "POST",
    headers: { "content-type": "application/json", ...delivery.headers() },
    body: delivery.body,
    signal: AbortSignal.timeout(30_000),
  }).catch((error: unknown) => ({ status: 599, text: async () => String(error) }));
  await response.text();
  return { delivery, status: response.status };
}

async function sendAll(deliveries: Delivery[], concurrency: number) {
  const results: Sent[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < deliveries.length) results.push(await send(deliveries[next++]!));
    }),
  );
  return results;
}

beforeAll(() => database.connect());
afterAll(() => database.end());

describe("webhook receiver under fuzz", () => {
  it("refuses every invalid delivery, processes every valid one once, never answers 5xx", async () => {
    const corpus = buildCorpus(secret);
    const first = await sendAll(corpus, 6);
    const valid = corpus.filter((d) => d.valid);
    // Redeliveries as a sender retries them: each valid event again, re-signed at a new instant, some five at once.
    const sign = signer(secret);
    const again = valid.map((d) => ({ ...d, kind: "duplicate", headers: () => sign(d.id, new Date(), d.body) }));
    const burst = valid
      .slice(0, 20)
      .flatMap((d) =>
        Array.from({ length: 5 }, () => ({ ...d, kind: "duplicate", headers: () => sign(d.id, new Date(), d.body) })),
      );
    const duplicates = [...(await sendAll(again, 6)), ...(await Promise.all(burst.map(send)))];
    const all = [...first, ...duplicates];

    const serverErrors = all
      .filter((s) => s.status >= 500)
      .map((s) => `${s.delivery.kind} ${s.delivery.id}: ${s.status}`);
    const acceptedInvalid = all
      .filter((s) => !s.delivery.valid && s.status < 400)
      .map((s) => `${s.delivery.kind} ${s.delivery.id}: ${s.status}`);
    const refusedValid = all
      .filter((s) => s.delivery.valid && s.status !== 200)
      .map((s) => `${s.delivery.kind} ${s.delivery.id}: ${s.status}`);

    // Processing runs after the answer; give it a bounded while to settle.
    const ids = valid.map((d) => d.id);
    let rows: { id: string; status: string; attempts: number }[] = [];
    for (let i = 0; i < 60; i++) {
      ({ rows } = await database.query<{ id: string; status: string; attempts: number }>(
        `SELECT id, status, attempts FROM webhook_event WHERE id = ANY($1)`,
        [ids],
      ));
      if (rows.length === ids.length && rows.every((r) => r.status !== "received" && r.status !== "processing")) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const { rows: stored } = await database.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM webhook_event WHERE id = ANY($1)`,
      [corpus.filter((d) => !d.valid).map((d) => d.id)],
    );
    const processedTwice = rows.filter((r) => r.attempts > 1).map((r) => r.id);
    const unprocessed = rows
      .filter((r) => r.attempts < 1 || r.status === "received" || r.status === "processing")
      .map((r) => r.id);

    const kinds = Object.fromEntries(
      [...new Set(all.map((s) => s.delivery.kind))].map((k) => [k, all.filter((s) => s.delivery.kind === k).length]),
    );
    recordMetrics("webhook-fuzz", {
      deliveries: all.length,
      ...kinds,
      acceptedInvalid: acceptedInvalid.length + stored[0]!.n,
      processedTwice: processedTwice.length,
      serverErrors: serverErrors.length,
    });
    expect(all.length).toBeGreaterThanOrEqual(500);
    expect(serverErrors).toEqual([]);
    expect(acceptedInvalid).toEqual([]);
    expect(stored[0]!.n).toBe(0);
    expect(refusedValid).toEqual([]);
    expect(rows.length).toBe(valid.length);
    expect(unprocessed).toEqual([]);
    expect(processedTwice).toEqual([]);
  });
});
