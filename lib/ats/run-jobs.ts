import "server-only";
import { after } from "next/server";
import { deliverOutboxMessage, listDueOutboxIds } from "@/lib/outbox/deliver";
import { processAtsInboundEvent } from "./process-inbound";

/**
 * Where ATS work is started. The handlers (processAtsInboundEvent, deliverOutboxMessage) take an id and may run
 * anywhere, any number of times; until the job engine (lib/jobs) runs them, the request that caused the work starts
 * them after its answer.
 */
export async function runInboundEvent(id: string) {
  await processAtsInboundEvent(id);
}

/** Delivers what is due in the outbox, a few at a time. */
export async function deliverDueOutbox() {
  const ids = await listDueOutboxIds(50);
  const queue = [...ids];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let id = queue.shift(); id; id = queue.shift())
        await deliverOutboxMessage(id).catch((error: unknown) =>
          console.error("outbox: delivery failed", { id, error }),
        );
    }),
  );
}

/** After the current request or action has answered, deliver what it enqueued. */
export function deliverOutboxSoon() {
  try {
    after(deliverDueOutbox);
  } catch {
    // Outside a request (a script, a webhook processed at start-up): deliver now, in the background.
    void deliverDueOutbox();
  }
}
