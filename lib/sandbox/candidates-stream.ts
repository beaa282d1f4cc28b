import "server-only";
import { db } from "@/lib/db/client";
import type { SandboxCandidate } from "@/lib/db/generated/client";
import { candidateSummary } from "./candidates";

/** Candidates read per query: one batch is what the stream holds at a time. */
const BATCH = 2000;

type Key = Pick<SandboxCandidate, "createdAt" | "id">;

/** The batch after `after` in the list's order (newest first, then id): a keyset over (organizationId, createdAt). */
function nextBatch(organizationId: string, after: Key | null) {
  return db.sandboxCandidate.findMany({
    where: {
      organizationId,
      ...(after
        ? {
            OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }],
          }
        : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: BATCH,
  });
}

/**
 * 4.10 without a filter: every candidate of the organization in one answer, `{"candidates":[…]}`, written as it is
 * read, a batch at a time and only when the client has taken the last one (a pull stream), so a million
 * candidates never sit in the server's memory at once. A candidate created while the answer is being written
 * may or may not be in it, as with any list that is read while it changes.
 */
export function streamCandidates(organizationId: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: Key | null = null;
  let first = true;
  return new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        controller.enqueue(encoder.encode('{"candidates":['));
      },
      async pull(controller) {
        const rows = await nextBatch(organizationId, after);
        if (rows.length) {
          const items = rows.map((row) => JSON.stringify(candidateSummary(row))).join(",");
          controller.enqueue(encoder.encode(first ? items : `,${items}`));
          first = false;
          after = rows.at(-1)!;
        }
        if (rows.length < BATCH) {
          controller.enqueue(encoder.encode("]}"));
          controller.close();
        }
      },
    },
    { highWaterMark: 1 },
  );
}
