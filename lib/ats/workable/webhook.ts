import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { WebhookCheck } from "../adapter";
import { hmacSha256Hex, sameHexDigest } from "../hmac";
import { hookCandidate } from "./candidate";

/*
 * workable.readme.io, "Webhook Subscriptions": "The requests from Workable to your system will be signed. The key for
 * the signature will be either the account token or the oauth application secret, depending on the type of the
 * integration. The algorithm used for creating the signature is HMAC SHA256 on the payload of the request and the
 * signature itself is sent on the X-Workable-Signature header." The page does not say how the digest is written:
 * hex (either case) and base64 are both taken, with or without a "sha256=" prefix, always compared in constant time.
 *
 * The body is the Candidate object (see candidate.ts); no event name, delivery id or signed timestamp is documented.
 * A target URL is registered once per event ("The target URLs should be unique"), so a delivery to this dashboard's
 * URL is the event it subscribed, candidate_moved; an event name in the body is used where one is present. Like
 * Greenhouse's, the delivery is keyed on what is signed: the event, the candidate id and a SHA-256 of the body — a
 * redelivery is the same body, and two moves differ in their stage and timestamps.
 */
const MAX_SIGNATURE_LENGTH = 200;
const SUBSCRIBED_EVENT = "candidate_moved";

/** Whether a sent digest (hex, or base64 of the 32 bytes, optionally after "sha256=") is the expected one. */
export function sameWorkableDigest(sent: string, expectedHex: string): boolean {
  const value = sent.trim().replace(/^sha256=/i, "");
  if (/^[0-9a-f]+$/i.test(value)) return sameHexDigest(value, expectedHex);
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return false;
  const bytes = Buffer.from(value, "base64");
  const expected = Buffer.from(expectedHex, "hex");
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

const eventSchema = z.looseObject({
  event: z
    .string()
    .regex(/^[a-z_]{1,60}$/)
    .optional(),
  event_type: z
    .string()
    .regex(/^[a-z_]{1,60}$/)
    .optional(),
});

export function verifyWorkableWebhook(headers: Headers, body: string, secret: string): WebhookCheck {
  const signature = headers.get("x-workable-signature");
  if (!signature) return { ok: false, reason: "no X-Workable-Signature header" };
  if (signature.length > MAX_SIGNATURE_LENGTH) return { ok: false, reason: "X-Workable-Signature is too long" };
  if (!sameWorkableDigest(signature, hmacSha256Hex(secret, body)))
    return { ok: false, reason: "signature does not match" };
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return { ok: false, reason: "body is not JSON" };
  }
  const candidate = hookCandidate(payload);
  if (!candidate) return { ok: false, reason: "no Candidate object (id and job) in the body" };
  const named = eventSchema.safeParse(payload);
  const kind = (named.success && (named.data.event_type ?? named.data.event)) || SUBSCRIBED_EVENT;
  const digest = createHash("sha256").update(body, "utf8").digest("hex");
  return { ok: true, deliveryId: `${kind}:${candidate.id}:${digest}`, kind, payload };
}
