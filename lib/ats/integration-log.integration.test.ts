import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { listIntegrationLog } from "./integration-log";

/** The log says which deliveries an instance is sending at this moment, so that "Send again" is not offered on them. */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));

const minute = 60_000;
const messages = {
  leased: { status: "sending", nextAttemptAt: new Date(Date.now() + 2 * minute) },
  lapsed: { status: "sending", nextAttemptAt: new Date(Date.now() - minute) },
  waiting: { status: "pending", nextAttemptAt: new Date(Date.now() + 2 * minute) },
};
const ids = Object.fromEntries(Object.keys(messages).map((k) => [k, randomUUID()])) as Record<
  keyof typeof messages,
  string
>;
// Dated ahead of any other test's entries, so they are the newest: the first page's.
const at = new Date("2100-01-01T00:00:00Z");

beforeAll(async () => {
  for (const [key, message] of Object.entries(messages) as [keyof typeof messages, (typeof messages)["leased"]][]) {
    await db.outboxMessage.create({
      data: {
        id: ids[key],
        targetKind: "ats",
        idempotencyKey: `test:log:${ids[key]}`,
        payload: { ats: "lever" },
        attempts: 2,
        ...message,
      },
    });
    await db.atsLogEntry.create({
      data: {
        ats: "lever",
        direction: "out",
        method: "POST",
        url: `https://api.lever.co/v1/${key}`,
        status: 500,
        durationMs: 5,
        at,
        outboxId: ids[key],
      },
    });
  }
});

afterAll(async () => {
  await db.atsLogEntry.deleteMany({ where: { outboxId: { in: Object.values(ids) } } });
  await db.outboxMessage.deleteMany({ where: { id: { in: Object.values(ids) } } });
});

it("marks a delivery in flight while an instance holds its lease, and not once the lease lapsed", async () => {
  const page = await listIntegrationLog("lever", null);
  expect(page.outbox.get(ids.leased)).toMatchObject({ status: "sending", inFlight: true });
  expect(page.outbox.get(ids.lapsed)).toMatchObject({ status: "sending", inFlight: false });
  expect(page.outbox.get(ids.waiting)).toMatchObject({ status: "pending", inFlight: false });
});
