"use client";

import { useId, useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { eraseByEmailsAction } from "@/lib/actions/privacy";
import { describeCounts } from "@/lib/privacy/describe-counts";

/** Erase everyone under a list of emails, pasted or read from a file (CSV or text, one per line). */
export function EraseEmailsForm() {
  const emailsId = useId();
  const fileId = useId();
  const reasonId = useId();
  const [emails, setEmails] = useState("");
  const [reason, setReason] = useState("");
  const [outcome, setOutcome] = useState<string>();
  const [pending, start] = useTransition();
  const submit = () =>
    start(async () => {
      const result = await eraseByEmailsAction({ emails, reason });
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      const { candidates, counts, notFound, alreadyErased } = result.data;
      const lines = [
        candidates
          ? `Erased ${candidates} candidate${candidates === 1 ? "" : "s"}: ${describeCounts(counts)}.`
          : "Nobody was erased.",
        notFound.length ? `Nothing held for: ${notFound.join(", ")}.` : "",
        alreadyErased.length ? `Already erased: ${alreadyErased.join(", ")}.` : "",
      ];
      setOutcome(lines.filter(Boolean).join(" "));
      toast.success(lines[0]!);
      setEmails("");
    });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="space-y-3"
    >
      <Field label="Emails (one per line, or a CSV)" htmlFor={emailsId}>
        <Textarea id={emailsId} value={emails} onChange={(e) => setEmails(e.target.value)} rows={4} required />
      </Field>
      <div className="space-y-1.5">
        <label htmlFor={fileId} className="block text-sm font-medium">
          Or read them from a file
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          className="block text-sm"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (file) setEmails(await file.text());
          }}
        />
      </div>
      <Field label="Reason (kept in the audit log)" htmlFor={reasonId}>
        <Textarea id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} rows={2} required />
      </Field>
      <Button type="submit" variant="danger" disabled={pending}>
        {pending ? "Erasing…" : "Erase these people"}
      </Button>
      {outcome && (
        <p role="status" className="text-sm">
          {outcome}
        </p>
      )}
    </form>
  );
}
