import { createHmac } from "node:crypto";
import { auditEntryJson, type AuditExportRow } from "@/lib/audit/export-format";

/**
 * Audit entries as signed JSON batches for an HTTPS destination. Pure.
 *
 *   POST <url>
 *   Content-Type: application/json
 *   X-Audit-Timestamp: 1764433200                        (Unix seconds when this attempt was signed)
 *   X-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>
 *
 *   {"type":"audit.events","events":[{"seq":"812","hash":"…","prevHash":"…","at":"…",…}, …]}
 *
 * Events are in `seq` order, each as the JSON Lines export writes it. The signature covers the timestamp, so a
 * captured request replayed later fails the receiver's freshness check (5 minutes) and cannot be re-stamped.
 */
export const SIGNATURE_HEADER = "x-signature";
export const TIMESTAMP_HEADER = "x-audit-timestamp";
/** A batch's body stays under this (at least one entry per batch, whatever its size). */
export const MAX_BATCH_BYTES = 512 * 1024;

export interface HttpsBatch {
  body: string;
  /** The seq of its last entry: where the cursor moves once the receiver answered 2xx. */
  lastSeq: bigint;
}

/** A page of entries as batches of at most MAX_BATCH_BYTES (one entry alone may exceed it), in seq order. */
export function httpsBatches(rows: AuditExportRow[], maxBytes = MAX_BATCH_BYTES): HttpsBatch[] {
  const batches: HttpsBatch[] = [];
  let events: string[] = [];
  let size = 0;
  let lastSeq = 0n;
  const flush = () => {
    if (events.length) batches.push({ body: `{"type":"audit.events","events":[${events.join(",")}]}`, lastSeq });
    [events, size] = [[], 0];
  };
  for (const row of rows) {
    const text = JSON.stringify(auditEntryJson(row));
    if (events.length && size + Buffer.byteLength(text) + 1 > maxBytes) flush();
    events.push(text);
    size += Buffer.byteLength(text) + 1;
    lastSeq = row.seq!;
  }
  flush();
  return batches;
}

/** The body "Send a test event" posts: no events, so a receiver stores nothing. */
export const httpsTestBody = (at: Date) =>
  JSON.stringify({
    type: "audit.test",
    message: "Test event from the screening dashboard: this destination is reachable.",
    at: at.toISOString(),
    events: [],
  });

/** `sha256=<hex>` of `<timestamp>.<body>` under the destination's secret. */
export const signBatch = (secret: string, timestamp: number, body: string) =>
  `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
