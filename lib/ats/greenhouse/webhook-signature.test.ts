import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyGreenhouseWebhook } from "./webhook";

const hmac = (secret: string, message: string) => createHmac("sha256", secret).update(message).digest("hex");

describe("Greenhouse web-hook signature (Signature: sha256 <hex HMAC of the body>)", () => {
  const body = JSON.stringify({ action: "candidate_stage_change", payload: { application: { id: 1 } } });
  const headers = (signature: string, eventId = "evt-1") => new Headers({ signature, "greenhouse-event-id": eventId });

  const digest = createHash("sha256").update(body).digest("hex");

  it("accepts the documented header and keys the delivery by what is signed: action, application id, body digest", () => {
    expect(verifyGreenhouseWebhook(headers(`sha256 ${hmac("s3cret", body)}`), body, "s3cret")).toMatchObject({
      ok: true,
      deliveryId: `candidate_stage_change:1:${digest}`,
      kind: "candidate_stage_change",
    });
  });

  it("keys a replay under a new Greenhouse-Event-ID, or with the hex in upper case, as the same delivery", () => {
    const signature = hmac("s3cret", body);
    const first = verifyGreenhouseWebhook(headers(`sha256 ${signature}`, "evt-1"), body, "s3cret");
    const renamed = verifyGreenhouseWebhook(headers(`sha256 ${signature}`, "evt-2"), body, "s3cret");
    const shouted = verifyGreenhouseWebhook(headers(`sha256 ${signature.toUpperCase()}`, "evt-3"), body, "s3cret");
    expect(first.ok && renamed.ok && shouted.ok).toBe(true);
    expect(new Set([first, renamed, shouted].map((check) => (check.ok ? check.deliveryId : null))).size).toBe(1);
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
