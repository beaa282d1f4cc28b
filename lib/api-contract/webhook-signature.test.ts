import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhook } from "./webhook-signature";

const secret = `whsec_${randomBytes(32).toString("base64")}`;
const body = JSON.stringify({
  type: "scout.completed",
  timestamp: "2025-03-01T10:00:00.000Z",
  data: { candidateId: "c_1", verdict: "verified" },
});
const id = "msg_2b8f4c1e";
const now = new Date();

describe("signWebhook / verifyWebhook", () => {
  it("produces signatures the standardwebhooks package accepts", () => {
    const headers = signWebhook({ secret, id, timestamp: now, body });
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(headers["webhook-signature"]).toBe(new Webhook(secret).sign(id, now, body));
  });

  it("accepts signatures made by the standardwebhooks package", () => {
    const signature = new Webhook(secret).sign(id, now, body);
    const headers = {
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": signature,
    };
    const result = verifyWebhook({ secret, headers, body, now });
    expect(result).toEqual({ ok: true, id, timestamp: new Date(Math.floor(now.getTime() / 1000) * 1000) });
    expect(verifyWebhook({ secret, headers: new Headers(headers), body, now }).ok).toBe(true);
  });

  it("rejects a tampered body, id or timestamp, and the wrong secret", () => {
    const headers = signWebhook({ secret, id, timestamp: now, body });
    expect(verifyWebhook({ secret, headers, body: body.replace("verified", "discrepancies"), now })).toEqual({
      ok: false,
      reason: "bad-signature",
    });
    expect(verifyWebhook({ secret, headers: { ...headers, "webhook-id": "msg_other" }, body, now })).toEqual({
      ok: false,
      reason: "bad-signature",
    });
    const shifted = String(Number(headers["webhook-timestamp"]) + 1);
    expect(verifyWebhook({ secret, headers: { ...headers, "webhook-timestamp": shifted }, body, now })).toEqual({
      ok: false,
      reason: "bad-signature",
    });
    const other = `whsec_${randomBytes(32).toString("base64")}`;
    expect(verifyWebhook({ secret: other, headers, body, now })).toEqual({ ok: false, reason: "bad-signature" });
    expect(() => new Webhook(secret).verify(body + " ", headers)).toThrow();
  });

  it("rejects stale and future timestamps outside the tolerance, accepts them inside", () => {
    const sentAt = new Date("2025-03-01T10:00:00Z");
    const headers = signWebhook({ secret, id, timestamp: sentAt, body });
    const at = (seconds: number) => new Date(sentAt.getTime() + seconds * 1000);
    expect(verifyWebhook({ secret, headers, body, now: at(300) }).ok).toBe(true);
    expect(verifyWebhook({ secret, headers, body, now: at(301) })).toEqual({ ok: false, reason: "stale" });
    expect(verifyWebhook({ secret, headers, body, now: at(-300) }).ok).toBe(true);
    expect(verifyWebhook({ secret, headers, body, now: at(-301) })).toEqual({ ok: false, reason: "future" });
    expect(verifyWebhook({ secret, headers, body, now: at(60), toleranceSeconds: 30 })).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(() => new Webhook(secret).verify(body, headers)).toThrow(/too old/);
  });

  it("rejects missing headers and a malformed timestamp", () => {
    const headers = signWebhook({ secret, id, timestamp: now, body });
    for (const name of ["webhook-id", "webhook-timestamp", "webhook-signature"] as const) {
      const partial: Record<string, string> = { ...headers };
      delete partial[name];
      expect(verifyWebhook({ secret, headers: partial, body, now })).toEqual({ ok: false, reason: "missing-headers" });
    }
    expect(
      verifyWebhook({ secret, headers: { ...headers, "webhook-timestamp": "2025-03-01T10:00:00Z" }, body, now }),
    ).toEqual({ ok: false, reason: "bad-timestamp" });
  });

  it("passes when any of several space-separated signatures matches, and reads headers case-insensitively", () => {
    const headers = signWebhook({ secret, id, timestamp: now, body });
    const oldKey = signWebhook({ secret: `whsec_${randomBytes(32).toString("base64")}`, id, timestamp: now, body });
    const combined = `v2,ignored ${oldKey["webhook-signature"]} ${headers["webhook-signature"]}`;
    const upper = {
      "Webhook-Id": id,
      "Webhook-Timestamp": headers["webhook-timestamp"],
      "Webhook-Signature": combined,
    };
    expect(verifyWebhook({ secret, headers: upper, body, now }).ok).toBe(true);
    expect(
      verifyWebhook({ secret, headers: { ...upper, "Webhook-Signature": oldKey["webhook-signature"] }, body, now }).ok,
    ).toBe(false);
    expect(
      verifyWebhook({
        secret,
        headers: { ...upper, "Webhook-Signature": `v2,${headers["webhook-signature"].slice(3)}` },
        body,
        now,
      }).ok,
    ).toBe(false);
  });
});
