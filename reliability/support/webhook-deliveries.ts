import { randomBytes, randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";

/**
 * One delivery the fuzz sends: its body, how to make its headers (signed when sent, so "stale" and "future"
 * stay as far from the receiver's clock as meant however long the run takes), and whether a correct receiver
 * must accept it.
 */
export interface Delivery {
  kind: string;
  id: string;
  headers: () => Record<string, string>;
  body: string;
  valid: boolean;
}

const event = (type = "fuzz.noop") =>
  JSON.stringify({ type, timestamp: new Date().toISOString(), data: { fuzz: randomUUID() } });

/** Signs like a real Standard Webhooks sender (the `standardwebhooks` package), at an arbitrary instant. */
export function signer(secret: string) {
  const webhook = new Webhook(secret);
  return (id: string, at: Date, body: string): Record<string, string> => ({
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": webhook.sign(id, at, body),
  });
}

const without = (headers: Record<string, string>, name: string) =>
  Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));
const seconds = (s: number) => new Date(Date.now() + s * 1000);
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

/**
 * The fuzz corpus: valid deliveries, then many ways to be invalid: bad or foreign signatures, stale and future
 * timestamps, unusable headers, malformed bodies under a correct signature, and bodies over the 1 MB limit.
 * Every invalid delivery has an id of its own, so the database can be checked for anything it let through.
 */
export function buildCorpus(
  secret: string,
  counts = { valid: 120, badSignature: 100, stale: 50, future: 50, badHeaders: 40, malformed: 70, oversized: 10 },
) {
  const sign = signer(secret);
  const foreign = signer(`whsec_${randomBytes(32).toString("base64")}`);
  const id = (kind: string, i: number) => `msg_fuzz_${kind}_${i}_${randomBytes(4).toString("hex")}`;
  const out: Delivery[] = [];

  for (let i = 0; i < counts.valid; i++) {
    const msg = id("valid", i);
    const body = event();
    out.push({ kind: "valid", id: msg, headers: () => sign(msg, seconds(-(i % 240)), body), body, valid: true });
  }

  const badSignatures: ((msg: string, body: string) => Record<string, string>)[] = [
    (msg, body) => foreign(msg, new Date(), body),
    (msg, body) => ({
      ...sign(msg, new Date(), body),
      "webhook-signature": `v1,${randomBytes(32).toString("base64")}`,
    }),
    (msg, body) => ({ ...sign(msg, new Date(), `${body} `), "webhook-id": msg }),
    (msg, body) => ({ ...sign(`${msg}x`, new Date(), body), "webhook-id": msg }),
    (msg, body) => {
      const h = sign(msg, new Date(), body);
      return { ...h, "webhook-signature": h["webhook-signature"]!.replace(/^v1,/, "v2,") };
    },
    (msg, body) => ({ ...sign(msg, new Date(), body), "webhook-signature": "" }),
    (msg, body) => ({ ...sign(msg, new Date(), body), "webhook-signature": "v1," }),
    (msg, body) => {
      const h = sign(msg, new Date(), body);
      return { ...h, "webhook-signature": h["webhook-signature"]!.slice(0, -4) };
    },
    (msg, body) => {
      const h = sign(msg, seconds(-10), body);
      // The signature of another instant: a replayed signature with a fresh timestamp.
      return { ...h, "webhook-timestamp": String(Math.floor(Date.now() / 1000)) };
    },
  ];
  for (let i = 0; i < counts.badSignature; i++) {
    const msg = id("badsig", i);
    const body = event();
    out.push({ kind: "bad-signature", id: msg, headers: () => pick(badSignatures, i)(msg, body), body, valid: false });
  }

  for (let i = 0; i < counts.stale; i++) {
    const msg = id("stale", i);
    const body = event();
    out.push({
      kind: "stale-timestamp",
      id: msg,
      headers: () => sign(msg, seconds(-(310 + i * 997)), body),
      body,
      valid: false,
    });
  }
  for (let i = 0; i < counts.future; i++) {
    const msg = id("future", i);
    const body = event();
    out.push({
      kind: "future-timestamp",
      id: msg,
      headers: () => sign(msg, seconds(310 + i * 997), body),
      body,
      valid: false,
    });
  }

  const badHeaders: ((msg: string, body: string) => Record<string, string>)[] = [
    (msg, body) => ({ ...sign(msg, new Date(), body), "webhook-timestamp": "yesterday" }),
    (msg, body) => ({ ...sign(msg, new Date(), body), "webhook-timestamp": "-5" }),
    (msg, body) => ({ ...sign(msg, new Date(), body), "webhook-timestamp": "9".repeat(40) }),
    (msg, body) => ({ ...sign(msg, new Date(), body), "webhook-timestamp": "1e9" }),
    (msg, body) => without(sign(msg, new Date(), body), "webhook-id"),
    (msg, body) => without(sign(msg, new Date(), body), "webhook-signature"),
    (msg, body) => without(sign(msg, new Date(), body), "webhook-timestamp"),
    () => ({}),
  ];
  for (let i = 0; i < counts.badHeaders; i++) {
    const msg = id("badhdr", i);
    const body = event();
    out.push({ kind: "bad-headers", id: msg, headers: () => pick(badHeaders, i)(msg, body), body, valid: false });
  }

  const malformed = [
    "",
    "not json",
    "{",
    "[]",
    "null",
    "42",
    '"a string"',
    JSON.stringify({ timestamp: new Date().toISOString(), data: {} }),
    JSON.stringify({ type: 42, timestamp: new Date().toISOString(), data: {} }),
    JSON.stringify({ type: "", timestamp: new Date().toISOString(), data: {} }),
    JSON.stringify({ type: "fuzz.noop", timestamp: "not a date", data: {} }),
    JSON.stringify({ type: "fuzz.noop", timestamp: new Date().toISOString() }),
    JSON.stringify({ type: "fuzz.noop", timestamp: new Date().toISOString(), data: [1, 2] }),
    JSON.stringify({ type: "fuzz.noop", timestamp: new Date().toISOString(), data: "x" }),
    '{"type":"fuzz.noop","timestamp":"2024-01-01T00:00:00Z","data":{}',
    "\u0000\u0001\u0002",
    '{"type":"fuzz.noop","timestamp":"2024-01-01T00:00:00Z","data":{"a":"\\ud800"}}x',
  ];
  for (let i = 0; i < counts.malformed; i++) {
    const msg = id("malformed", i);
    const body = pick(malformed, i);
    out.push({ kind: "malformed-body", id: msg, headers: () => sign(msg, new Date(), body), body, valid: false });
  }

  for (let i = 0; i < counts.oversized; i++) {
    const msg = id("oversized", i);
    // Just over the limit, and far over it; valid JSON under a valid signature, so only the size refuses it.
    const padding = "x".repeat(i % 2 ? 1024 * 1024 + 1 : 5 * 1024 * 1024);
    const body = JSON.stringify({ type: "fuzz.noop", timestamp: new Date().toISOString(), data: { padding } });
    out.push({ kind: "oversized-body", id: msg, headers: () => sign(msg, new Date(), body), body, valid: false });
  }
  return out;
}
