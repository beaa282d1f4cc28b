import type { ActionResult } from "@/lib/actions/define-action";
import type { AppendBulkRows } from "@/lib/bulk/job-schemas";
import type { RosterEntry } from "@/lib/bulk/roster";
import { chunkRoster } from "@/lib/bulk/roster-chunks";

export type SendResult = { ok: true; jobId: string } | { ok: false; message: string; jobId?: string };

interface Senders {
  /** Creates the job with its first part; `totalRows` when more parts follow. */
  create: (roster: RosterEntry[], totalRows: number | undefined) => Promise<ActionResult<{ jobId: string }>>;
  append: (input: AppendBulkRows) => Promise<ActionResult<unknown>>;
  onProgress: (sent: number, total: number) => void;
}

/** A part is sent again once before giving up: appending is idempotent (positions already stored are skipped). */
async function appendWithRetry(append: Senders["append"], input: AppendBulkRows) {
  const first = await append(input).catch(() => null);
  if (first?.ok) return first;
  return (
    (await append(input).catch(() => null)) ?? {
      ok: false as const,
      message: "The connection was lost while sending the candidates.",
    }
  );
}

/**
 * Sends a roster to a new job in parts under a server action's 1 MB body limit: the first part creates the
 * job (`preparing`), the others follow in order, and the last starts it. While parts are on their way the tab
 * asks before closing: a job left `preparing` waits for rows that will not come.
 */
export async function sendRoster(roster: RosterEntry[], { create, append, onProgress }: Senders): Promise<SendResult> {
  const parts = chunkRoster(roster);
  const total = roster.length;
  const warn = (event: BeforeUnloadEvent) => event.preventDefault();
  if (parts.length > 1) window.addEventListener("beforeunload", warn);
  try {
    onProgress(0, total);
    const created = await create(parts[0]!, parts.length > 1 ? total : undefined).catch(() => null);
    if (!created?.ok) return { ok: false, message: created?.message ?? "The connection was lost; no job was created." };
    const { jobId } = created.data;
    let offset = parts[0]!.length;
    for (const part of parts.slice(1)) {
      onProgress(offset, total);
      const appended = await appendWithRetry(append, { jobId, offset, roster: part });
      if (!appended.ok)
        return {
          ok: false,
          jobId,
          message: `${appended.message} The job has ${offset.toLocaleString("en")} of ${total.toLocaleString("en")} rows and waits for the rest; cancel it on its page.`,
        };
      offset += part.length;
    }
    onProgress(total, total);
    return { ok: true, jobId };
  } finally {
    window.removeEventListener("beforeunload", warn);
  }
}
