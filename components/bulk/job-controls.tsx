"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { JobControl, JobKind } from "@/lib/bulk/job-schemas";
import { controlBulkJobAction } from "@/lib/actions/bulk-jobs";
import { controlImportJobAction } from "@/lib/actions/roster-import";
import { bulkKeys } from "./query-keys";

const done: Record<JobControl, string> = {
  pause: "Paused.",
  resume: "Resumed.",
  cancel: "Cancelled.",
  "retry-failed": "The failed rows will be tried again.",
};
const n = (value: number) => value.toLocaleString("en");

/** The controls a job's status allows; cancelling asks first, since it cannot be undone. */
export function JobControls({
  jobId,
  kind = "issue",
  status,
  failed,
  open,
}: {
  jobId: string;
  kind?: JobKind;
  status: string;
  failed: number;
  open: number;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, startTransition] = useTransition();
  const [running, setRunning] = useState<JobControl | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);

  const run = (control: JobControl) =>
    startTransition(async () => {
      setRunning(control);
      const result = await (kind === "import" ? controlImportJobAction : controlBulkJobAction)({ jobId, control });
      setRunning(null);
      setConfirmCancel(false);
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success(done[control]);
      await queryClient.invalidateQueries({ queryKey: bulkKeys.progress(jobId) });
      router.refresh();
    });

  const canCancel = ["preparing", "running", "paused"].includes(status);
  const canRetry = failed > 0 && status !== "preparing";
  if (!canCancel && !canRetry && status !== "running" && status !== "paused") return null;

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Job controls">
      {status === "running" && (
        <Button variant="secondary" onClick={() => run("pause")} disabled={pending}>
          {running === "pause" ? "Pausing…" : "Pause"}
        </Button>
      )}
      {status === "paused" && (
        <Button onClick={() => run("resume")} disabled={pending}>
          {running === "resume" ? "Resuming…" : "Resume"}
        </Button>
      )}
      {canRetry && (
        <Button variant="secondary" onClick={() => run("retry-failed")} disabled={pending}>
          {running === "retry-failed" ? "Retrying…" : `Retry ${n(failed)} failed`}
        </Button>
      )}
      {canCancel && (
        <Button
          variant="ghost"
          className="text-red-700 dark:text-red-400"
          onClick={() => setConfirmCancel(true)}
          disabled={pending}
        >
          Cancel job
        </Button>
      )}
      <Dialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title="Cancel this job?"
        description={`The ${n(open)} rows not sent yet will not be sent. Rows being sent right now finish; ${kind === "import" ? "candidates already created stay" : "screens already issued stay issued"}.`}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmCancel(false)} disabled={pending}>
            Keep it running
          </Button>
          <Button
            className="bg-red-600 hover:bg-red-500 disabled:bg-red-400"
            onClick={() => run("cancel")}
            disabled={pending}
          >
            {running === "cancel" ? "Cancelling…" : "Cancel job"}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
