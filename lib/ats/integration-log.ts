import "server-only";
import { db } from "@/lib/db/client";
import { leaseHeld } from "@/lib/outbox/deliver";
import type { AtsKind } from "./kinds";

export const LOG_PAGE_SIZE = 50;

/** One page of the integration log, newest first; `before` is the last row's id of the previous page. */
export async function listIntegrationLog(ats: AtsKind | null, before: string | null) {
  const cursor = before
    ? await db.atsLogEntry.findUnique({ where: { id: before }, select: { at: true, id: true } })
    : null;
  const rows = await db.atsLogEntry.findMany({
    where: {
      ...(ats ? { ats } : {}),
      // `at <= cursor` bounds the index scan; the OR alone is only a filter over every newer row.
      ...(cursor
        ? { at: { lte: cursor.at }, OR: [{ at: { lt: cursor.at } }, { at: cursor.at, id: { lt: cursor.id } }] }
        : {}),
    },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    take: LOG_PAGE_SIZE + 1,
  });
  const outboxIds = [...new Set(rows.map((r) => r.outboxId).filter((id): id is string => !!id))];
  const outbox = await db.outboxMessage.findMany({
    where: { id: { in: outboxIds } },
    select: { id: true, status: true, attempts: true, lastError: true, nextAttemptAt: true },
  });
  const now = new Date();
  return {
    rows: rows.slice(0, LOG_PAGE_SIZE),
    next: rows.length > LOG_PAGE_SIZE ? rows[LOG_PAGE_SIZE - 1]!.id : null,
    // In flight while an instance holds its lease; one that lapsed (a crash) may be sent again.
    outbox: new Map(outbox.map((message) => [message.id, { ...message, inFlight: leaseHeld(message, now) }])),
  };
}

/** At a glance: how the last deliveries to this ATS went, and the last web hook received. */
export async function deliveryHealth(ats: AtsKind) {
  const [recent, failing, lastIn] = await Promise.all([
    db.outboxMessage.findMany({
      where: { targetKind: "ats", payload: { path: ["ats"], equals: ats } },
      orderBy: { createdAt: "desc" },
      take: 20,
      select: { id: true, status: true, lastError: true, createdAt: true },
    }),
    db.outboxMessage.count({ where: { targetKind: "ats", status: "failed", payload: { path: ["ats"], equals: ats } } }),
    db.atsInboundEvent.findFirst({
      where: { ats },
      orderBy: { receivedAt: "desc" },
      select: { receivedAt: true, status: true },
    }),
  ]);
  return {
    delivered: recent.filter((m) => m.status === "delivered").length,
    pending: recent.filter((m) => m.status === "pending" || m.status === "sending").length,
    failedRecent: recent.filter((m) => m.status === "failed").length,
    /** Cancelled when the connection was removed (lib/ats/disconnect.ts). */
    cancelled: recent.filter((m) => m.status === "cancelled").length,
    failingTotal: failing,
    lastError: recent.find((m) => m.lastError)?.lastError ?? null,
    lastIn,
    total: recent.length,
  };
}
