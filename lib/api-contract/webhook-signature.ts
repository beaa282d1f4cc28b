import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com), part of the webhook contract (ARCHITECTURE.md):
 * the sandbox signs outgoing events and the dashboard's receiver verifies them with the same shared `whsec_`
 * secret; neither imports the other. Byte-compatible with the `standardwebhooks`
 * package, so a real sender using it interoperates.
 */
export type WebhookHeaders = Record<"webhook-id" | "webhook-timestamp" | "webhook-signature", string>;

export type WebhookVerification =
  | { ok: true; id: string; timestamp: Date }
  | { ok: false; reason: "missing-headers" | "bad-timestamp" | "stale" | "future" | "bad-signature" };

const SECRET_PREFIX = "whsec_";
const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

/** The HMAC key: the base64 part of the secret after `whsec_` (a bare base64 secret is accepted too). */
function secretKey(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  const key = Buffer.from(encoded, "base64");
  if (key.length === 0) throw new Error("Webhook secret is empty or not base64");
  return key;
}

function computeSignature(key: Buffer, id: string, timestampSeconds: number, body: string): string {
  return createHmac("sha256", key).update(`${id}.${timestampSeconds}.${body}`, "utf8").digest("base64");
}

/** Headers for one delivery. `body` must be the exact bytes sent; re-serialising JSON breaks the signature. */
export function signWebhook({
  secret,
  id,
  timestamp,
  body,
}: {
  secret: string;
  id: string;
  timestamp: Date;
  body: string;
}): WebhookHeaders {
  const seconds = Math.floor(timestamp.getTime() / 1000);
  return {
    "webhook-id": id,
    "webhook-timestamp": String(seconds),
    "webhook-signature": `v1,${computeSignature(secretKey(secret), id, seconds, body)}`,
  };
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function readHeader(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  const value = entry?.[1];
  return Array.isArray(value) ? value.join(" ") : value;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  // timingSafeEqual throws on different lengths; a length mismatch is simply a non-match.
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Verifies a delivery against the raw request body. The timestamp must be within `toleranceSeconds`
 * (default 5 minutes) of `now` in either direction, which bounds replay; the signature header may carry
 * several space-separated signatures (key rotation) and any matching `v1` one passes. Throws only when the
 * secret itself is unusable, which is a configuration error rather than a bad delivery.
 */
export function verifyWebhook({
  secret,
  headers,
  body,
  now = new Date(),
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
}: {
  secret: string;
  headers: HeaderSource;
  body: string;
  now?: Date;
  toleranceSeconds?: number;
}): WebhookVerification {
  const id = readHeader(headers, "webhook-id");
  const timestampHeader = readHeader(headers, "webhook-timestamp");
  const signatureHeader = readHeader(headers, "webhook-signature");
  if (!id || !timestampHeader || !signatureHeader) return { ok: false, reason: "missing-headers" };

  if (!/^\d{1,15}$/.test(timestampHeader.trim())) return { ok: false, reason: "bad-timestamp" };
  const seconds = Number(timestampHeader.trim());
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (nowSeconds - seconds > toleranceSeconds) return { ok: false, reason: "stale" };
  if (seconds - nowSeconds > toleranceSeconds) return { ok: false, reason: "future" };

  const expected = computeSignature(secretKey(secret), id, seconds, body);
  const matches = signatureHeader
    .split(" ")
    .filter(Boolean)
    .some((versioned) => {
      const [version, signature] = versioned.split(",", 2);
      return version === "v1" && signature !== undefined && safeEqual(signature, expected);
    });
  return matches ? { ok: true, id, timestamp: new Date(seconds * 1000) } : { ok: false, reason: "bad-signature" };
}
