import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyWorkableWebhook } from "./webhook";

const hmac = (key: string, message: string) => createHmac("sha256", key).update(message).digest();
const headers = (signature: string) => new Headers({ "x-workable-signature": signature });

describe("Workable web-hook signature (X-Workable-Signature: HMAC-SHA256 of the body under the account token)", () => {
  const candidate = { id: "3fc9a80f", name: "Wren Able", job: { shortcode: "GROOV005" }, stage: "Assessment" };
  const body = JSON.stringify({ data: candidate });
  const digest = createHash("sha256").update(body).digest("hex");

  it("accepts the digest in hex and keys the delivery by event, candidate id and body digest", () => {
    expect(verifyWorkableWebhook(headers(hmac("tok", body).toString("hex")), body, "tok")).toMatchObject({
      ok: true,
      deliveryId: `candidate_moved:3fc9a80f:${digest}`,
      kind: "candidate_moved",
    });
  });

  it("takes the digest in upper-case hex, in base64 and after sha256= (the docs do not say how it is written)", () => {
    const sent = hmac("tok", body);
    for (const signature of [
      sent.toString("hex").toUpperCase(),
      sent.toString("base64"),
      `sha256=${sent.toString("hex")}`,
    ])
      expect(verifyWorkableWebhook(headers(signature), body, "tok").ok).toBe(true);
  });

  it("keys a replay of the same body as the same delivery, and uses an event name the body carries", () => {
    const signature = hmac("tok", body).toString("hex");
    const first = verifyWorkableWebhook(headers(signature), body, "tok");
    const again = verifyWorkableWebhook(headers(signature), body, "tok");
    expect(first.ok && again.ok && first.deliveryId === again.deliveryId).toBe(true);
    const named = JSON.stringify({ event_type: "candidate_created", data: candidate });
    expect(verifyWorkableWebhook(headers(hmac("tok", named).toString("hex")), named, "tok")).toMatchObject({
      ok: true,
      kind: "candidate_created",
    });
  });

  it.each([
    ["another key", hmac("other", body).toString("hex")],
    ["a truncated digest", hmac("tok", body).toString("hex").slice(0, 40)],
    ["a truncated base64 digest", hmac("tok", body).toString("base64").slice(0, 30)],
    ["an overlong header", "a".repeat(500)],
    ["nothing", ""],
  ])("refuses %s", (_, signature) => {
    expect(verifyWorkableWebhook(headers(signature), body, "tok").ok).toBe(false);
  });

  it("refuses a body changed after signing, and a signed body that is not a Candidate object", () => {
    const signature = hmac("tok", body).toString("hex");
    expect(verifyWorkableWebhook(headers(signature), body.replace("Assessment", "Offer"), "tok").ok).toBe(false);
    const notCandidate = JSON.stringify({ hello: "world" });
    expect(verifyWorkableWebhook(headers(hmac("tok", notCandidate).toString("hex")), notCandidate, "tok")).toEqual({
      ok: false,
      reason: "no Candidate object (id and job) in the body",
    });
  });
});
