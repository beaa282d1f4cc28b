"use client";

import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { eraseCandidatesAction } from "@/lib/actions/privacy";
import { ServiceCopyNotice } from "./service-copy-notice";
import { describeCounts } from "@/lib/privacy/describe-counts";

interface EraseDialogProps {
  open: boolean;
  onClose: () => void;
  candidateIds: string[];
  /** Who is erased, in the dialog's words ("Ada Lovelace", "3 candidates"). */
  label: string;
  /** Where to go once erased (the candidate's page no longer exists). */
  then: string;
}

/** Asks why, says what erasure cannot do, erases in one transaction and tells what was removed. */
export function EraseDialog({ open, onClose, candidateIds, label, then }: EraseDialogProps) {
  const router = useRouter();
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [pending, start] = useTransition();
  const erase = () =>
    start(async () => {
      const result = await eraseCandidatesAction({ candidateIds, reason });
      if (!result.ok) {
        setError(result.fieldErrors?.reason?.[0]);
        toast.error(result.message);
        return;
      }
      toast.success(`Erased ${label}: ${describeCounts(result.data.counts)}.`);
      onClose();
      router.push(then);
      router.refresh();
    });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Erase ${label}`}
      description="Everything the dashboard holds on them is removed or anonymized at once: the copy of their record, screens and results, notes, tags, decisions, verdicts, IP reports, Scout runs, import rows, share links, ATS bodies, webhook bodies, notifications and the personal parts of audit entries. The audit log keeps who erased, when, why and how many rows."
    >
      <ServiceCopyNotice candidateIds={candidateIds} />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          erase();
        }}
        className="space-y-4"
      >
        <Field label="Reason (kept in the audit log)" htmlFor={reasonId} error={error}>
          <Textarea
            id={reasonId}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={2}
            placeholder="Erasure request received 2026-11-26 (ticket 1234)"
            required
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={pending}>
            {pending ? "Erasing…" : "Erase permanently"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
