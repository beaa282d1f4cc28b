import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import type { AuditDestination } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { exportSelect } from "@/lib/audit/iterate-audit";
import { instanceId } from "@/lib/jobs";
import { nextStreamAttempt } from "./backoff";
import { AuditDeliveryError, describeDeliveryError } from "./delivery-error";
import { sendPage } from "./senders";

/**
 * Streams the audit log to each destination, in `seq` order, with a cursor per destination.
 *
 * Why a cursor and not an outbox row per entry and destination (lib/outbox): the audit log is already a durable,
 * gap-free, totally ordered queue. Its inserts take turns on the chain head's row lock until they commit, so an
 * entry with seq N is visible only once every entry before it is, and a rolled-back insert gives its seq back
 * (docs/guide/single-sign-on-and-audit.md). Reading it by keyset (`seq > cursor ORDER BY seq LIMIT page`, on the
 * unique index) costs the same at entry 1,000,000 as at entry 1, and the whole state of a destination is one row.
 * An outbox row per entry would double every audit write (and multiply it by the destinations), and its messages
 * are retried one by one, which would deliver out of order and could not give a receiver a "last seq" to rely on.
 *
 * What a killed server cannot do to an entry:
 * - lose it: the cursor (`deliveredSeq`) moves only after the receiver acknowledged the entries up to it (an HTTPS
 *   2xx; a syslog connection it read to the end and closed), in the one UPDATE that records the delivery;
 * - send it out of order or from two instances at once: a run holds the destination's lease (renewed with every
 *   page) and advances the cursor only from the value it read and while it holds the lease.
 * What it can do: a server killed after the receiver acknowledged and before that UPDATE sends those entries
 * again (at most one page). Each carries its seq and hash: the receiver keeps the first of a seq and drops the
 * repeat, and a repeat always has the same hash. At least once on the wire, once per seq at a receiver that
 * de-duplicates; exactly once cannot be had over plain syslog, and this is the honest promise.
 */
const PAGE = 200;
/** A run delivers for this long at most, then hands over to its successor job (the engine's expiry is 90 s). */
const RUN_MS = 40_000;
/** While caught up, how often the run looks for new entries. */
const IDLE_POLL_MS = 1_000;
const LEASE_MS = env.AUDIT_STREAM_LEASE_SECONDS * 1000;

export type StreamOutcome =
  /** The run's time is up (caught up or not): its successor goes on at once. */
  | { kind: "continue" }
  /** Not run, or stopped: try again at `at` (a backoff, another run's lease), or never (`null`: paused or gone). */
  | { kind: "later"; at: Date | null };

/** Takes (or renews) the destination's lease for this run; null when paused, gone, waiting out a failure, or held. */
async function claim(id: string, owner: string): Promise<AuditDestination | null> {
  const now = new Date();
  const { count } = await db.auditDestination.updateMany({
    where: {
      id,
      paused: false,
      nextAttemptAt: { lte: now },
      OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }, { leaseOwner: owner }],
    },
    data: { leaseOwner: owner, leaseUntil: new Date(now.getTime() + LEASE_MS) },
  });
  return count ? db.auditDestination.findUnique({ where: { id } }) : null;
}

/** When a destination not claimed may be tried again: its backoff or the lease holding it; null if paused or gone. */
async function retryTime(id: string): Promise<Date | null> {
  const row = await db.auditDestination.findUnique({ where: { id } });
  if (!row || row.paused) return null;
  const lease = row.leaseUntil && row.leaseUntil > new Date() ? row.leaseUntil : null;
  return new Date(Math.max(row.nextAttemptAt.getTime(), lease?.getTime() ?? 0) + 1000);
}

const release = (id: string, owner: string) =>
  db.auditDestination.updateMany({ where: { id, leaseOwner: owner }, data: { leaseOwner: null, leaseUntil: null } });

class LeaseLost extends Error {}

/**
 * Moves the cursor from `from` to `to` and records the delivery, in one statement, only while this run holds the
 * lease and the cursor is where it read it.
 */
async function advance(id: string, owner: string, from: bigint, to: bigint) {
  const now = new Date();
  const { count } = await db.auditDestination.updateMany({
    where: { id, leaseOwner: owner, deliveredSeq: from },
    data: {
      deliveredSeq: to,
      lastDeliveredAt: now,
      lastError: null,
      failures: 0,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
    },
  });
  if (!count) throw new LeaseLost();
}

async function fail(destination: AuditDestination, owner: string, error: unknown) {
  const now = new Date();
  const failures = destination.failures + 1;
  const at = nextStreamAttempt(failures, now, error instanceof AuditDeliveryError ? error.retryAfterMs : null);
  await db.auditDestination.updateMany({
    where: { id: destination.id, leaseOwner: owner },
    data: {
      failures,
      lastFailedAt: now,
      lastError: describeDeliveryError(error, destination.target).slice(0, 1000),
      nextAttemptAt: at,
      leaseOwner: null,
      leaseUntil: null,
    },
  });
  return at;
}

const readPage = (after: bigint) =>
  db.auditEvent.findMany({ where: { seq: { gt: after } }, orderBy: { seq: "asc" }, take: PAGE, select: exportSelect });

const headSeq = async () => (await db.auditChainHead.findUnique({ where: { id: 1 } }))?.seq ?? 0n;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One delivery run for a destination (a job's handler; safe anywhere, any number of times at once): pages of
 * entries after the cursor until caught up, then a look for new ones every second (renewing the lease: one one-row
 * UPDATE), for up to 40 s or until the engine's signal; a failure records its reason and backs off.
 */
export async function runAuditStream(id: string, signal: AbortSignal): Promise<StreamOutcome> {
  const owner = `${instanceId}:${randomUUID()}`;
  let destination = await claim(id, owner);
  if (!destination) return { kind: "later", at: await retryTime(id) };
  const started = Date.now();
  try {
    for (;;) {
      if (signal.aborted || Date.now() - started > RUN_MS) return { kind: "continue" };
      const rows = (await headSeq()) > destination.deliveredSeq ? await readPage(destination.deliveredSeq) : [];
      if (rows.length) {
        let cursor = destination.deliveredSeq;
        try {
          await sendPage(destination, rows, async (lastSeq) => {
            await advance(id, owner, cursor, lastSeq);
            cursor = lastSeq;
          });
        } catch (error) {
          if (error instanceof LeaseLost) return { kind: "later", at: await retryTime(id) };
          return { kind: "later", at: await fail(destination, owner, error) };
        }
      } else {
        await sleep(IDLE_POLL_MS);
        if (Date.now() - started > RUN_MS) return { kind: "continue" };
      }
      destination = await claim(id, owner);
      if (!destination) return { kind: "later", at: await retryTime(id) };
    }
  } finally {
    await release(id, owner);
  }
}
