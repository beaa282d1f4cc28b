import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyLeverWebhook } from "./lever-api";

const hmac = (secret: string, message: string) => createHmac("sha256", secret).update(message).digest("hex");

describe("Lever web-hook signature (HMAC-SHA256 of token + triggeredAt under the signature token)", () => {
  const triggeredAt = 1732540000000;
  const now = triggeredAt + 60_000;
  const hook = (signature: string, at = triggeredAt) =>
    JSON.stringify({
      triggeredAt: at,
      event: "candidateStageChange",
      token: "tok_123",
      signature,
      data: { opportunityId: "opp-1", fromStageId: "a", toStageId: "b" },
    });

  it("accepts a correct signature and keys the delivery by its token", () => {
    const body = hook(hmac("sig-token", "tok_1231732540000000"));
    expect(verifyLeverWebhook(new Headers(), body, "sig-token", now)).toMatchObject({
      ok: true,
      deliveryId: "tok_123",
      kind: "candidateStageChange",
    });
  });

  it("refuses a signature of the body or under another token", () => {
    const other = hook(hmac("other", "tok_1231732540000000"));
    expect(verifyLeverWebhook(new Headers(), other, "sig-token", now).ok).toBe(false);
    expect(verifyLeverWebhook(new Headers(), hook(""), "sig-token", now).ok).toBe(false);
  });

  it("refuses a correctly signed delivery outside the 24-hour window: 400 days old, or from the future", () => {
    const day = 24 * 60 * 60 * 1000;
    const signedAt = (at: number) => hook(hmac("sig-token", `tok_123${at}`), at);
    expect(verifyLeverWebhook(new Headers(), signedAt(now - 400 * day), "sig-token", now)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/24-hour window/),
    });
    expect(verifyLeverWebhook(new Headers(), signedAt(now - day - 1000), "sig-token", now).ok).toBe(false);
    expect(verifyLeverWebhook(new Headers(), signedAt(now + 60 * 60 * 1000), "sig-token", now).ok).toBe(false);
    // Lever's retries of a failed delivery keep the event's triggeredAt: hours later it is still accepted.
    expect(verifyLeverWebhook(new Headers(), signedAt(now - 20 * 60 * 60 * 1000), "sig-token", now).ok).toBe(true);
  });
});
