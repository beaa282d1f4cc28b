"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { askSecondOpinionAction } from "@/lib/actions/review-requests";
import { applyFieldErrors } from "@/lib/forms/apply-field-errors";
import { lazyFormResolver } from "@/lib/forms/lazy-resolver";
import { REQUEST_NOTE_MAX } from "@/lib/review/review-request-limits";
import { toast } from "@/lib/utils/toast";

export interface Teammate {
  id: string;
  name: string;
}

interface FormValues {
  assigneeId: string;
  note: string;
}

const outcomeText = {
  asked: (name: string) => `Asked ${name} for a second opinion.`,
  reassigned: (name: string) => `The request now goes to ${name}.`,
  unchanged: (name: string) => `${name} still has the request; the note is updated.`,
};

/**
 * "Ask for a second opinion": names a teammate (anyone active but the reviewer who confirmed the flag) and adds a
 * note. While a request is open it says whom, and asking again hands it to someone else.
 */
export function AskSecondOpinion({
  interviewId,
  flagId,
  teammates,
  confirmerId,
  askedName,
}: {
  interviewId: string;
  flagId: string;
  teammates: Teammate[];
  /** Who confirmed the flag: not offered (a second opinion is someone else's). */
  confirmerId: string;
  /** Whom the open request names, if one is open. */
  askedName?: string;
}) {
  const [open, setOpen] = useState(false);
  const choices = teammates.filter((t) => t.id !== confirmerId);
  const form = useForm<FormValues>({
    mode: "onTouched",
    resolver: lazyFormResolver<FormValues>(() =>
      import("@/lib/review/review-request-schemas").then((m) => m.askSecondOpinionFormSchema),
    ),
    defaultValues: { assigneeId: "", note: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const ids = { select: `ask-${flagId}-who`, note: `ask-${flagId}-note` };

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await askSecondOpinionAction({ interviewId, flagId, ...values });
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors);
      if (!result.fieldErrors) toast.error(result.message);
      return;
    }
    const name = choices.find((t) => t.id === values.assigneeId)?.name ?? "them";
    toast.success(outcomeText[result.data.outcome](name));
    setOpen(false);
    form.reset();
  });

  return (
    <>
      <Button variant="secondary" className="h-7 px-2 text-xs" onClick={() => setOpen(true)}>
        {askedName ? "Ask someone else" : "Ask for a second opinion"}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Ask for a second opinion"
        description="They find it on their “Waiting for you” page and are told as their notification settings say. It is done once anyone gives the second opinion or the verdict changes."
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field label="Teammate" htmlFor={ids.select} error={errors.assigneeId?.message}>
            <Select id={ids.select} className="w-full" {...form.register("assigneeId")}>
              <option value="">Choose a teammate…</option>
              {choices.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label="Note (optional)"
            htmlFor={ids.note}
            error={errors.note?.message}
            hint={`Up to ${REQUEST_NOTE_MAX} characters, shown on their page, never in an email or chat. Leave the candidate's name out: they may review blind.`}
          >
            <Textarea id={ids.note} rows={3} maxLength={REQUEST_NOTE_MAX} {...form.register("note")} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Asking…" : "Ask"}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
