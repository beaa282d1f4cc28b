"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import type { z } from "zod";
import type { bulkSetupSchema } from "@/lib/bulk/job-schemas";
import type { RosterEntry } from "@/lib/bulk/roster";
import { chunkRoster } from "@/lib/bulk/roster-chunks";
import { appendBulkRowsAction, createBulkJobAction } from "../actions";

export type BulkSetup = z.input<typeof bulkSetupSchema>;

/** How far sending the roster has come, for the confirm button. */
export interface Sending {
  sent: number;
  total: number;
}

/** A part is sent again once before giving up: appending is idempotent (positions already stored are skipped). */
async function appendWithRetry(input: Parameters<typeof appendBulkRowsAction>[0]) {
  const first = await appendBulkRowsAction(input).catch(() => null);
  if (first?.ok) return first;
  return (await appendBulkRowsAction(input).catch(() => null)) ?? { ok: false as const, message: "The connection was lost while sending the candidates." };
}

/**
 * Creates the job and opens its page. A roster too large for one server action body goes in parts: the first
 * creates the job (`preparing`), the others follow, and the last starts it.
 */
export function useStartJob() {
  const router = useRouter();
  const [sending, setSending] = useState<Sending | null>(null);

  const start = async (setup: BulkSetup, roster: RosterEntry[]) => {
    const parts = chunkRoster(roster);
    const total = roster.length;
    setSending({ sent: 0, total });
    const options = { ...setup.options, isSelfServe: setup.options.isSelfServe || undefined };
    const created = await createBulkJobAction({ problemId: setup.problemId, options, roster: parts[0]!, ...(parts.length > 1 ? { totalRows: total } : {}) }).catch(() => null);
    if (!created?.ok) {
      setSending(null);
      toast.error(created?.message ?? "The connection was lost; no job was created.");
      return false;
    }
    const { jobId } = created.data;
    let offset = parts[0]!.length;
    for (const part of parts.slice(1)) {
      setSending({ sent: offset, total });
      const appended = await appendWithRetry({ jobId, offset, roster: part });
      if (!appended.ok) {
        toast.error(`${appended.message} The job has ${offset.toLocaleString("en")} of ${total.toLocaleString("en")} candidates and waits for the rest; cancel it on its page.`);
        router.push(`/bulk/${jobId}`);
        return false;
      }
      offset += part.length;
    }
    setSending({ sent: total, total });
    toast.success(`Bulk issue started for ${total.toLocaleString("en")} candidates.`);
    router.push(`/bulk/${jobId}`);
    return true;
  };

  return { start, sending };
}
