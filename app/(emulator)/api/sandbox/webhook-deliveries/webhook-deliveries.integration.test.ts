import { Webhook } from "standardwebhooks";
import { afterAll, describe, expect, it } from "vitest";
import { inject } from "../../../../../testing/inject";
import { interviewEventDataSchema, problemReadyDataSchema, webhookEnvelopeSchema } from "@/lib/api-contract/webhooks";
import {
  callApi,
  callControl,
  createReadyProblem,
  createTestCandidate,
  createTestOrganization,
  eventually,
  GLOBEX_KEY,
  sleep,
  sql,
} from "@/testing/sandbox/api-client";
import { startWebhookReceiver } from "@/testing/sandbox/webhook-receiver";

const verifier = new Webhook(inject("webhookSecret"));
const receivers: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(receivers.map((r) => r.close())));

/** A fresh organization whose webhooks go to a local receiver answering as `respond` says. */
async function organizationWithReceiver(respond?: Parameters<typeof startWebhookReceiver>[0]) {
  const receiver = await startWebhookReceiver(respond);
  receivers.push(receiver);
  const organization = await createTestOrganization();
  const set = await callControl("POST", "/webhook-endpoint", { key: organization.key, body: { url: receiver.url } });
  expect(set.body).toEqual({ url: receiver.url, effectiveUrl: receiver.url });
  return { ...organization, receiver };
}

const deliveriesOf = async (key: string, query = "") =>
  (await callControl("GET", `/webhook-deliveries${query}`, { key })).body.deliveries;

describe("outbound webhooks", () => {
  it("delivers signed events that the standardwebhooks package verifies, and that it rejects once tampered with", async () => {
    const { key, receiver } = await organizationWithReceiver();
    const problemId = await createReadyProblem(key, { testMode: true });
    const [ready] = await eventually(async () =>
      receiver.find("problem.ready").length ? receiver.find("problem.ready") : undefined,
    );
    const verified = verifier.verify(ready!.body, ready!.headers) as { type: string; data: unknown };
    expect(ready!.id).toMatch(/^msg_[a-z0-9]{20}$/);
    expect(webhookEnvelopeSchema.parse(verified)).toMatchObject({ type: "problem.ready" });
    expect(problemReadyDataSchema.parse(verified.data)).toEqual({ problemId, testMode: true });

    expect(() => verifier.verify(ready!.body.replace(problemId, "prob_someone_else"), ready!.headers)).toThrow();
    expect(() => verifier.verify(ready!.body, { ...ready!.headers, "webhook-id": "msg_other" })).toThrow();
    expect(() =>
      new Webhook(Buffer.from("another secret").toString("base64")).verify(ready!.body, ready!.headers),
    ).toThrow();
  });

  it("keeps a slow endpoint's deliveries from holding up another organization's", async () => {
    // The slow one answers after 9 s (under the 10 s timeout).
    const slow = await organizationWithReceiver(() => sleep(9_000).then(() => 200));
    await createReadyProblem(slow.key, { testMode: true });
    await eventually(async () => (slow.receiver.find("problem.ready").length ? true : undefined), 15_000);
    const quick = await organizationWithReceiver();
    const sent = Date.now();
    await createReadyProblem(quick.key, { testMode: true });
    await eventually(async () => (quick.receiver.find("problem.ready").length ? true : undefined), 15_000);
    // Delivered while the slow endpoint still holds its request: the round that sent it did not wait for the answer.
    expect(Date.now() - sent).toBeLessThan(6_000);
  });

  it("announces a screen's life: sent on issue, then started and completed, in order and in the contract's shape", async () => {
    const { key, receiver } = await organizationWithReceiver();
    const problemId = await createReadyProblem(key);
    await eventually(async () =>
      (await sql(`SELECT 1 FROM sandbox.problem WHERE id = $1 AND status = 'Ready'`, [problemId])).length
        ? true
        : undefined,
    );
    const candidateId = await createTestCandidate(key);
    const interviewId = (
      await callApi("POST", "/assessments", { key, body: { candidateIdentifier: candidateId, problemId } })
    ).body.identifier;
    await callControl("POST", `/assessments/${interviewId}/advance`, { key, body: { to: "Completed" } });
    const events = await eventually(async () => {
      const mine = receiver.received.filter((r) => r.event?.data?.interviewId === interviewId);
      return mine.length === 3 ? mine : undefined;
    });
    expect(events.map((e) => [e.event.type, e.event.data.status])).toEqual([
      ["interview.sent", "Not Started"],
      ["interview.started", "In Progress"],
      ["interview.completed", "Completed"],
    ]);
    for (const event of events) {
      verifier.verify(event.body, event.headers);
      expect(interviewEventDataSchema.parse(event.event.data)).toEqual({
        interviewId,
        candidateId,
        problemId,
        status: event.event.data.status,
      });
    }
  });

  it("retries a delivery the receiver failed, with the same id and body, and shows attempts and last status", async () => {
    const { key, receiver } = await organizationWithReceiver((_, attempt) => (attempt === 1 ? 503 : 204));
    await createReadyProblem(key);
    const delivery = await eventually(async () => {
      const [latest] = await deliveriesOf(key, "?type=problem.ready");
      return latest?.status === "delivered" ? latest : undefined;
    }, 15_000);
    expect(delivery).toMatchObject({
      attempts: 2,
      lastStatus: 204,
      lastError: null,
      lastUrl: receiver.url,
      nextAttemptAt: null,
      deliveredAt: expect.any(String),
    });
    const attempts = receiver.received.filter((r) => r.id === delivery.id);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.body).toBe(attempts[0]!.body);
    for (const attempt of attempts) verifier.verify(attempt.body, attempt.headers);
  });

  it("keeps retrying with backoff while the endpoint is down, and delivers once it is back", async () => {
    const { key, receiver } = await organizationWithReceiver();
    const down = await startWebhookReceiver();
    await down.close();
    await callControl("POST", "/webhook-endpoint", { key, body: { url: down.url } });
    await createReadyProblem(key);
    const failed = await eventually(async () => {
      const [latest] = await deliveriesOf(key);
      return latest?.attempts >= 1 ? latest : undefined;
    });
    expect(failed).toMatchObject({
      status: "pending",
      lastStatus: null,
      lastError: expect.any(String),
      lastUrl: down.url,
    });
    expect(new Date(failed.nextAttemptAt).getTime()).toBeGreaterThan(new Date(failed.lastAttemptAt).getTime());

    await callControl("POST", "/webhook-endpoint", { key, body: { url: receiver.url } });
    const delivered = await eventually(async () => {
      const [latest] = await deliveriesOf(key);
      return latest?.status === "delivered" ? latest : undefined;
    }, 20_000);
    expect(delivered.attempts).toBeGreaterThanOrEqual(2);
    expect(receiver.received.map((r) => r.id)).toContain(delivered.id);
  });

  it("delivers to the dashboard's own receiver by default, which stores the event under its webhook-id", async () => {
    const { key } = await createTestOrganization();
    expect((await callControl("GET", "/webhook-endpoint", { key })).body).toEqual({
      url: null,
      effectiveUrl: `${inject("baseUrl")}/api/webhooks/screening`,
    });
    await createReadyProblem(key);
    const delivered = await eventually(async () => {
      const [latest] = await deliveriesOf(key);
      return latest?.status === "delivered" ? latest : undefined;
    });
    expect(delivered.lastStatus).toBe(200);
    expect(await sql(`SELECT id FROM webhook_event WHERE id = $1`, [delivered.id])).toEqual([{ id: delivered.id }]);
  });

  it("lists an organization's deliveries only, newest first, filtered by type", async () => {
    const { key } = await organizationWithReceiver();
    const problemId = await createReadyProblem(key);
    const candidateId = await createTestCandidate(key);
    await eventually(async () => ((await deliveriesOf(key)).length >= 1 ? true : undefined));
    await callApi("POST", "/assessments", { key, body: { candidateIdentifier: candidateId, problemId } });
    const all = await deliveriesOf(key);
    expect(all.map((d: { type: string }) => d.type)).toEqual(["interview.sent", "problem.ready"]);
    expect(all[0]).toMatchObject({ event: { type: "interview.sent", data: { candidateId, problemId } } });
    expect((await deliveriesOf(key, "?type=problem.ready")).map((d: { type: string }) => d.type)).toEqual([
      "problem.ready",
    ]);
    const ids = new Set(all.map((d: { id: string }) => d.id));
    expect((await deliveriesOf(GLOBEX_KEY, "?limit=500")).some((d: { id: string }) => ids.has(d.id))).toBe(false);
    expect((await callControl("GET", "/webhook-deliveries?type=nope", { key })).status).toBe(400);
  });

  it("validates the webhook endpoint and clears it with null", async () => {
    const { key, receiver } = await organizationWithReceiver();
    for (const body of [
      { url: "ftp://example.com/hooks" },
      { url: "not a url" },
      {},
      { url: receiver.url, extra: true },
    ]) {
      expect((await callControl("POST", "/webhook-endpoint", { key, body })).status).toBe(400);
    }
    expect((await callControl("GET", "/webhook-endpoint", { key })).body.url).toBe(receiver.url);
    const cleared = await callControl("POST", "/webhook-endpoint", { key, body: { url: null } });
    expect(cleared.body).toEqual({ url: null, effectiveUrl: expect.stringMatching(/\/api\/webhooks\/screening$/) });
  });
});
