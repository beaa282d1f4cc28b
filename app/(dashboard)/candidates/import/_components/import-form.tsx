"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { ImportSummary } from "@/components/roster-import/use-roster-import";
import { LazyRosterImport } from "@/components/roster-import/lazy-roster-import";
import { sendRoster } from "@/components/roster-import/send-roster";
import { useReviewWhenReady } from "@/components/roster-import/use-review-when-ready";
import { appendImportRowsAction, createImportJobAction } from "@/lib/actions/roster-import";
import { Card } from "@/components/ui/card";
import { SectionHeader } from "@/components/ui/section-header";

const n = (value: number) => value.toLocaleString("en");
const plural = (count: number, word: string) => `${n(count)} ${word}${count === 1 ? "" : "s"}`;

/** The file, its columns and its rows, then one confirmation: the new people are created by a job on the server. */
export function ImportForm() {
  const router = useRouter();
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState<{ sent: number; total: number } | null>(null);
  const [tried, setTried] = useState(false);
  const blocker = summary ? summary.blocker : "Choose a file.";
  const review = useReviewWhenReady(blocker, () => setConfirming(true));

  const start = async () => {
    if (!summary) return;
    await summary.remember();
    const sent = await sendRoster(summary.entries(), {
      create: (roster, totalRows) => createImportJobAction({ roster, ...(totalRows ? { totalRows } : {}) }),
      append: appendImportRowsAction,
      onProgress: (done, total) => setSending({ sent: done, total }),
    });
    if (!sent.ok) {
      setSending(null);
      setConfirming(false);
      toast.error(sent.message);
      if (sent.jobId) router.push(`/candidates/import/${sent.jobId}`);
      return;
    }
    toast.success(`Importing ${plural(summary.counts.new, "new candidate")}.`);
    router.push(`/candidates/import/${sent.jobId}`);
  };

  return (
    <div className="space-y-6 pb-4">
      <Card aria-labelledby="import-file-heading" as="section" className="space-y-4">
        <SectionHeader id="import-file-heading" title="File" />
        <LazyRosterImport onChange={setSummary} />
      </Card>
      <div className="sticky bottom-0 z-20 -mx-1 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-zinc-200 bg-white/95 px-5 py-3 shadow-sm backdrop-blur dark:border-zinc-800 dark:bg-zinc-900/95">
        <p className="text-sm" aria-live="polite">
          {summary ? (
            <>
              <strong>{plural(summary.counts.new, "new candidate")}</strong> · {n(summary.counts.matched)} already known
              · {n(summary.counts.skipped)} left out
            </>
          ) : (
            "No file chosen"
          )}
          {review.waiting ? (
            <span className="block text-zinc-600 dark:text-zinc-400">The review opens when the check ends.</span>
          ) : (
            (tried || summary) &&
            summary?.blocker !== null && (
              <span
                className={tried ? "block text-red-700 dark:text-red-400" : "block text-zinc-600 dark:text-zinc-400"}
              >
                {blocker}
              </span>
            )
          )}
        </p>
        <Button
          onClick={() => {
            if (!review.request()) setTried(true);
          }}
        >
          Review and import
        </Button>
      </div>
      {summary && (
        <Dialog
          open={confirming}
          onClose={sending ? () => undefined : () => setConfirming(false)}
          title={`Import ${plural(summary.counts.new, "new candidate")}`}
          description="The import runs on the server: you can leave its page and come back."
        >
          <ul className="space-y-1 text-sm">
            <li>
              <strong>{n(summary.counts.new)}</strong> created as candidates (from {summary.fileName})
            </li>
            <li>
              <strong>{n(summary.counts.matched)}</strong> already candidates: left as they are
            </li>
            <li>
              <strong>{n(summary.counts.skipped)}</strong> rows left out
            </li>
          </ul>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={!!sending}>
              Go back
            </Button>
            <Button onClick={() => void start()} disabled={!!sending} aria-live="polite">
              {sending
                ? sending.sent > 0 && sending.sent < sending.total
                  ? `Sending ${n(sending.sent)} of ${n(sending.total)}…`
                  : "Starting…"
                : `Import ${plural(summary.counts.new, "candidate")}`}
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
