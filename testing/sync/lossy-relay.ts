import http from "node:http";
import type { AddressInfo } from "node:net";

/** How the relay treats deliveries: shares (0–1) dropped, doubled and held back; the rest pass at once. */
export interface RelayOdds {
  drop: number;
  duplicate: number;
  delay: number;
  /** Longest hold-back; held deliveries overtake later ones, so events arrive out of order. */
  maxDelayMs: number;
}

/**
 * A webhook endpoint that stands between the sandbox and the dashboard's receiver like a bad network: it
 * answers every delivery 200 at once (so the sandbox never retries), then forwards some, twice, late or
 * never. `settled()` resolves once every forward it started has finished.
 */
export async function startLossyRelay(target: string, odds: RelayOdds, random: () => number) {
  const counts = { received: 0, dropped: 0, duplicated: 0, delayed: 0, forwarded: 0 };
  const inFlight = new Set<Promise<unknown>>();
  const forward = (headers: Record<string, string>, body: string, delayMs: number) => {
    const sent = new Promise((resolve) => setTimeout(resolve, delayMs))
      .then(() => fetch(target, { method: "POST", headers, body }))
      .then((response) => response.arrayBuffer())
      .then(() => void counts.forwarded++)
      .catch(() => undefined)
      .finally(() => inFlight.delete(sent));
    inFlight.add(sent);
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      counts.received++;
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
      const body = Buffer.concat(chunks).toString("utf8");
      const headers: Record<string, string> = { "content-type": "application/json" };
      for (const name of ["webhook-id", "webhook-timestamp", "webhook-signature"])
        headers[name] = String(request.headers[name] ?? "");
      const roll = random();
      if (roll < odds.drop) return void counts.dropped++;
      const delayMs = roll < odds.drop + odds.delay ? (counts.delayed++, Math.floor(random() * odds.maxDelayMs)) : 0;
      forward(headers, body, delayMs);
      if (random() < odds.duplicate) {
        counts.duplicated++;
        forward(headers, body, Math.floor(random() * odds.maxDelayMs));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    counts,
    async settled() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A small seeded generator (mulberry32), so a failing run can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
