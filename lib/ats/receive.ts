import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { enqueue } from "@/lib/jobs";
import { atsRegistry } from "./registry";
import { processAtsDeliveryJob } from "./ats-jobs";
import { openConnection } from "./connections";
import { namesErasedPerson } from "./erased-delivery";
import { maskBody } from "./http/mask";
import type { AtsKind } from "./kinds";

export type AtsReception =
  | { status: 401 | 404; reason: string }
  | { status: 200; outcome: "stored" | "duplicate"; id: string }
  | { status: 200; outcome: "erased" };

/**
 * A web hook from an ATS: verified with that ATS's own scheme before anything is parsed or stored (401 and nothing
 * kept when it fails), then stored once per delivery id and logged, with the job that processes it.
 */
export async function receiveAtsWebhook(
  ats: AtsKind,
  url: string,
  headers: Headers,
  body: string,
): Promise<AtsReception> {
  const started = Date.now();
  const connection = await openConnection(ats);
  if (!connection) return { status: 404, reason: `no ${ats} connection` };
  const check = atsRegistry[ats].adapter.verifyWebhook(headers, body, connection.webhookSecret);
  if (!check.ok) return { status: 401, reason: check.reason };
  if (await namesErasedPerson(check.payload)) {
    await db.atsLogEntry.create({
      data: {
        ats,
        direction: "in",
        method: "POST",
        url,
        status: 200,
        durationMs: Date.now() - started,
        requestBody: null,
        responseBody: "about a person erased here: not stored",
      },
    });
    return { status: 200, outcome: "erased" };
  }
  const { id, outcome } = await db.$transaction(async (tx) => {
    const inserted = await tx.atsInboundEvent.createMany({
      data: [{ ats, deliveryId: check.deliveryId, kind: check.kind, payload: check.payload as Prisma.InputJsonValue }],
      skipDuplicates: true,
    });
    const event = await tx.atsInboundEvent.findUniqueOrThrow({
      where: { ats_deliveryId: { ats, deliveryId: check.deliveryId } },
      select: { id: true },
    });
    // The processing job is enqueued with the delivery: both exist exactly when this transaction commits.
    if (inserted.count) await enqueue(processAtsDeliveryJob, { inboundId: event.id }, { tx, key: event.id });
    await tx.atsLogEntry.create({
      data: {
        ats,
        direction: "in",
        method: "POST",
        url,
        status: 200,
        durationMs: Date.now() - started,
        requestBody: maskBody(body),
        responseBody: inserted.count ? null : "duplicate delivery: already stored",
        inboundId: event.id,
      },
    });
    return { id: event.id, outcome: inserted.count ? ("stored" as const) : ("duplicate" as const) };
  });
  return { status: 200, outcome, id };
}
