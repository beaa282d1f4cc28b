import { randomUUID } from "node:crypto";
import pg from "pg";
import { Webhook } from "standardwebhooks";
import { afterAll, describe, expect, it } from "vitest";
import { inject } from "../../../../testing/inject";

const url = `${inject("baseUrl")}/api/webhooks/screening`;
const signer = new Webhook(inject("webhookSecret"));
const database = new pg.Client({ connectionString: inject("databaseUrl") });
await database.connect();
afterAll(() => database.end());

function event(type = "problem.ready", data: Record<string, unknown> = { problemId: "prob_does_not_exist" }) {
  return JSON.stringify({ type, timestamp: new Date().toISOString(), data });
}

async function deliver(
  body: string,
  { id = `msg_${randomUUID()}`, at = new Date(), headers = {} as Record<string, string> } = {},
) {
  const signature = signer.sign(id, at, body);
  return fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": signature,
      ...headers,
    },
    body,
  });
}

async function storedEvent(id: string) {
  const { rows } = await database.query<{ status: string; attempts: number }>(
    `SELECT status, attempts FROM webhook_event WHERE id = $1`,
    [id],
  );
  return rows[0];
}

async function settled(id: string) {
  for (let i = 0; i < 50; i++) {
    const row = await storedEvent(id);
    if (row && row.status !== "received" && row.status !== "processing") return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  return storedEvent(id);
}

describe("POST /api/webhooks/screening", () => {
  it("accepts a signed event, stores it once and processes it once, even when delivered twice", async () => {
    const id = `msg_${randomUUID()}`;
    const body = event("interview.sent", {
      interviewId: "int_x",
      candidateId: "cand_x",
      problemId: "prob_x",
      status: "Not Started",
    });
    const first = await deliver(body, { id });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const again = await deliver(body, { id });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    const row = await settled(id);
    expect(row?.attempts).toBe(1);
    expect(row?.status).toBe("ignored");
  });

  it("refuses a bad signature, a tampered body, stale and future timestamps and missing headers with 401", async () => {
    const body = event();
    const cases = [
      await deliver(body, { headers: { "webhook-signature": "v1,AAAA" } }),
      await fetch(url, {
        method: "POST",
        headers: await signedHeaders(body),
        body: body.replace("problem", "Problem"),
      }),
      await deliver(body, { at: new Date(Date.now() - 6 * 60_000) }),
      await deliver(body, { at: new Date(Date.now() + 6 * 60_000) }),
      await fetch(url, { method: "POST", body }),
    ];
    expect(cases.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
  });

  it("answers 400 to a signed body that is not a valid event, and 413 past 1 MB", async () => {
    expect((await deliver("{not json")).status).toBe(400);
    expect((await deliver(JSON.stringify({ type: "problem.ready" }))).status).toBe(400);
    expect((await deliver(event("problem.ready", { pad: "x".repeat(1024 * 1024) }))).status).toBe(413);
  });

  it("stores an unknown event type and marks it ignored", async () => {
    const id = `msg_${randomUUID()}`;
    expect((await deliver(event("something.new", {}), { id })).status).toBe(200);
    expect((await settled(id))?.status).toBe("ignored");
  });
});

async function signedHeaders(body: string) {
  const id = `msg_${randomUUID()}`;
  const at = new Date();
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": signer.sign(id, at, body),
  };
}

describe("sandbox → dashboard, end to end", () => {
  it("a screen completed through the control API arrives as a signed interview.completed and its results are kept", async () => {
    const headers = { "x-api-key": "sbx_acme_demo", "content-type": "application/json" };
    const base = inject("baseUrl");
    const { assessments } = (await (
      await fetch(`${base}/api/public/assessments?pageSize=1000`, { headers })
    ).json()) as { assessments: { identifier: string; status: string }[] };
    const screen = assessments.find((a) => a.status === "Not Started");
    expect(screen).toBeDefined();
    const advanced = await fetch(`${base}/api/sandbox/assessments/${screen!.identifier}/advance`, {
      method: "POST",
      headers,
      body: JSON.stringify({ to: "Completed" }),
    });
    expect(advanced.status).toBe(200);
    let processed: { status: string } | undefined;
    for (let i = 0; i < 100 && processed?.status !== "processed"; i++) {
      const { rows } = await database.query<{ status: string }>(
        `SELECT status FROM webhook_event WHERE type = 'interview.completed' AND payload->'data'->>'interviewId' = $1`,
        [screen!.identifier],
      );
      processed = rows[0];
      if (processed?.status !== "processed") await new Promise((r) => setTimeout(r, 200));
    }
    expect(processed?.status).toBe("processed");
    const { rowCount } = await database.query(`SELECT 1 FROM result_snapshot WHERE "interviewId" = $1`, [
      screen!.identifier,
    ]);
    expect(rowCount).toBe(1);
  });
});
