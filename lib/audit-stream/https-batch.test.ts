import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { AuditExportRow } from "@/lib/audit/export-format";
import { httpsBatches, signBatch } from "./https-batch";

const row = (seq: number, size = 10): AuditExportRow => ({
  seq: BigInt(seq),
  id: `id-${seq}`,
  at: new Date("2026-11-29T16:20:00Z"),
  actorId: null,
  actorEmail: "system",
  action: "note.add",
  targetType: "candidate",
  targetId: "c1",
  before: null,
  after: { text: "x".repeat(size) },
  metadata: null,
  prevHash: "0".repeat(64),
  hash: String(seq).padStart(64, "0"),
});

describe("HTTPS audit batches", () => {
  it("keeps seq order, splits at the size limit, and names each batch's last seq", () => {
    const batches = httpsBatches([row(1), row(2), row(3, 800), row(4)], 1000);
    expect(batches.map((b) => b.lastSeq)).toEqual([2n, 3n, 4n]);
    const seqs = batches.flatMap((b) => (JSON.parse(b.body) as { events: { seq: string }[] }).events.map((e) => e.seq));
    expect(seqs).toEqual(["1", "2", "3", "4"]);
    expect(JSON.parse(batches[0]!.body)).toMatchObject({ type: "audit.events" });
  });

  it("sends an entry larger than the limit alone rather than never", () => {
    expect(httpsBatches([row(1, 2000)], 1000)).toHaveLength(1);
  });

  it("signs timestamp.body with HMAC-SHA256, as the guide's verification recomputes it", () => {
    const body = '{"type":"audit.events","events":[]}';
    const expected = createHmac("sha256", "ads_secret").update(`1764433200.${body}`).digest("hex");
    expect(signBatch("ads_secret", 1764433200, body)).toBe(`sha256=${expected}`);
    expect(signBatch("ads_secret", 1764433201, body)).not.toBe(`sha256=${expected}`);
  });
});
