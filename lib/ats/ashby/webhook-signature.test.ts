import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyAshbyWebhook } from "./ashby-api";

const hmac = (secret: string, message: string) => createHmac("sha256", secret).update(message).digest("hex");

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
