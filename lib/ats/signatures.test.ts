import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyAshbyWebhook } from "./ashby/ashby-api";
import { verifyGreenhouseWebhook } from "./greenhouse/webhook";
import { verifyLeverWebhook } from "./lever/lever-api";

const hmac = (secret: string, message: string) => createHmac("sha256", secret).update(message).digest("hex");

describe("Greenhouse web-hook signature (Signature: sha256 <hex HMAC of the body>)", () => {
  const body = JSON.stringify({ action: "candidate_stage_change", payload: { application: { id: 1 } } });
  const headers = (signature: string, eventId = "evt-1") => new Headers({ signature, "greenhouse-event-id": eventId });

  it("accepts the documented header and keys the delivery by Greenhouse-Event-ID", () => {
    expect(verifyGreenhouseWebhook(headers(`sha256 ${hmac("s3cret", body)}`), body, "s3cret")).toMatchObject({
      ok: true,
      deliveryId: "evt-1",
      kind: "candidate_stage_change",
    });
  });

  it.each([
    ["another secret", `sha256 ${hmac("other", body)}`],
    ["another algorithm", `sha1 ${hmac("s3cret", body)}`],
    ["the Ashby form", `sha256=${hmac("s3cret", body)}`],
    ["a truncated digest", `sha256 ${hmac("s3cret", body).slice(0, 40)}`],
    ["nothing", ""],
  ])("refuses %s", (_, signature) => {
    expect(verifyGreenhouseWebhook(headers(signature), body, "s3cret").ok).toBe(false);
  });

  it("refuses a body changed after signing", () => {
    const signature = `sha256 ${hmac("s3cret", body)}`;
    expect(verifyGreenhouseWebhook(headers(signature), body.replace("1", "2"), "s3cret").ok).toBe(false);
  });
});

describe("Lever web-hook signature (HMAC-SHA256 of token + triggeredAt under the signature token)", () => {
  const hook = (signature: string) =>
    JSON.stringify({
      triggeredAt: 1732540000000,
      event: "candidateStageChange",
      token: "tok_123",
      signature,
      data: { opportunityId: "opp-1", fromStageId: "a", toStageId: "b" },
    });

  it("accepts a correct signature and keys the delivery by its token", () => {
    const body = hook(hmac("sig-token", "tok_1231732540000000"));
    expect(verifyLeverWebhook(new Headers(), body, "sig-token")).toMatchObject({
      ok: true,
      deliveryId: "tok_123",
      kind: "candidateStageChange",
    });
  });

  it("refuses a signature of the body or under another token", () => {
    expect(verifyLeverWebhook(new Headers(), hook(hmac("other", "tok_1231732540000000")), "sig-token").ok).toBe(false);
    const body = hook("");
    expect(verifyLeverWebhook(new Headers(), body, "sig-token").ok).toBe(false);
  });
});

describe("Ashby web-hook signature (Ashby-Signature: sha256=<hex HMAC of the body>)", () => {
  const body = JSON.stringify({ action: "candidateStageChange", webhookActionId: "act-9", data: {} });

  it("accepts the documented header and keys the delivery by action and webhookActionId", () => {
    const headers = new Headers({ "ashby-signature": `sha256=${hmac("ash", body)}` });
    expect(verifyAshbyWebhook(headers, body, "ash")).toMatchObject({
      ok: true,
      deliveryId: "candidateStageChange:act-9",
    });
  });

  it("refuses the Greenhouse form and another secret", () => {
    expect(verifyAshbyWebhook(new Headers({ "ashby-signature": `sha256 ${hmac("ash", body)}` }), body, "ash").ok).toBe(
      false,
    );
    expect(verifyAshbyWebhook(new Headers({ "ashby-signature": `sha256=${hmac("x", body)}` }), body, "ash").ok).toBe(
      false,
    );
  });
});
