"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/utils/toast";
import type { z } from "zod";
import type { bulkSetupSchema } from "@/lib/bulk/job-schemas";
import type { RosterEntry } from "@/lib/bulk/roster";
import { sendRoster } from "@/components/roster-import/send-roster";
import { appendBulkRowsAction, createBulkJobAction, createBulkJobFromCandidatesAction } from "../actions";
import { toSelection, type PickedCandidates } from "./picked-candidates";

export type BulkSetup = z.input<typeof bulkSetupSchema>;

/** How far sending the roster has come, for the confirm button. */
export interface Sending {
  sent: number;
  total: number;
}

/**
 * Creates the job and opens its page. A roster too large for one server action body goes in parts
 * (components/roster-import/send-roster.ts).
 */
export function useStartJob() {
  const router = useRouter();
  const [sending, setSending] = useState<Sending | null>(null);

  const start = async (setup: BulkSetup, roster: RosterEntry[]) => {
    const options = { ...setup.options, isSelfServe: setup.options.isSelfServe || undefined };
    const sent = await sendRoster(roster, {
      create: (part, totalRows) =>
        createBulkJobAction({ problemId: setup.problemId, options, roster: part, ...(totalRows ? { totalRows } : {}) }),
      append: appendBulkRowsAction,
      onProgress: (done, total) => setSending({ sent: done, total }),
    });
    if (!sent.ok) {
      setSending(null);
      toast.error(sent.message);
      if (sent.jobId) router.push(`/bulk/${sent.jobId}`);
      return false;
    }
    const issued = roster.filter((entry) => !entry.skipped).length;
    toast.success(`Bulk issue started for ${issued.toLocaleString("en")} candidates.`);
    router.push(`/bulk/${sent.jobId}`);
    return true;
  };

  /** A job over candidates chosen in the picker: the server reads them from its mirror, so one call does it. */
  const startFromCandidates = async (setup: BulkSetup, picked: PickedCandidates) => {
    setSending({ sent: 0, total: 0 });
    const options = { ...setup.options, isSelfServe: setup.options.isSelfServe || undefined };
    const created = await createBulkJobFromCandidatesAction({
      problemId: setup.problemId,
      options,
      selection: toSelection(picked),
    }).catch(() => null);
    if (!created?.ok) {
      setSending(null);
      toast.error(created?.message ?? "The connection was lost; no job was created.");
      return false;
    }
    toast.success(`Bulk issue started for ${created.data.totalRows.toLocaleString("en")} candidates.`);
    router.push(`/bulk/${created.data.jobId}`);
    return true;
  };

  return { start, startFromCandidates, sending };
}
