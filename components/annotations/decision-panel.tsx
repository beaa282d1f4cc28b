"use client";

import { useForm } from "react-hook-form";
import { toast } from "@/lib/utils/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { decisionValues } from "@/lib/annotations/decision-values";
import { setDecisionAction } from "@/lib/actions/annotations";
import { LocalTime } from "@/components/time/time-zone";

interface DecisionView {
  id: string;
  reviewerId: string;
  decision: string;
  reason: string;
  updatedAt: Date;
}

const tone = { advance: "success", hold: "warning", reject: "danger" } as const;

/** Every reviewer's decision and a summary; the signed-in reviewer sets or changes their own. */
export function DecisionPanel({
  interviewId,
  decisions,
  names,
  currentUserId,
}: {
  interviewId: string;
  decisions: DecisionView[];
  names: Record<string, string>;
  currentUserId: string;
}) {
  const mine = decisions.find((d) => d.reviewerId === currentUserId);
  const form = useForm<{ decision: string; reason: string }>({
    defaultValues: { decision: mine?.decision ?? "", reason: mine?.reason ?? "" },
  });
  const { errors, isSubmitting } = form.formState;
  const summary = decisionValues
    .map((v) => [v, decisions.filter((d) => d.decision === v).length] as const)
    .filter(([, n]) => n);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await setDecisionAction({
      interviewId,
      decision: values.decision as (typeof decisionValues)[number],
      reason: values.reason,
    });
    if (!result.ok) {
      for (const [field, messages] of Object.entries(result.fieldErrors ?? {}))
        form.setError(field as "decision" | "reason", { message: messages[0] });
      if (!result.fieldErrors) toast.error(result.message);
      return;
    }
    toast.success("Decision saved.");
    // The keyboard lands on what changed, read out by screen readers; from there j, k and n move on.
    document.getElementById("decisions-summary")?.focus();
  });

  return (
    <section aria-labelledby="decisions-heading" className="space-y-3">
      <h3 id="decisions-heading" className="font-semibold">
        Decisions
      </h3>
      <p id="decisions-summary" tabIndex={-1} className="text-sm focus:outline-none" aria-live="polite">
        {summary.length ? summary.map(([v, n]) => `${n} ${v}`).join(" · ") : "No decision yet."}
      </p>
      <ul className="space-y-2 text-sm">
        {decisions.map((d) => (
          <li key={d.id} className="rounded-lg bg-zinc-50 p-3 dark:bg-zinc-800/60">
            <Badge tone={tone[d.decision as keyof typeof tone] ?? "neutral"}>{d.decision}</Badge>{" "}
            <strong>{names[d.reviewerId] ?? "Former user"}</strong>
            <p className="mt-1 whitespace-pre-wrap break-words">{d.reason}</p>
            <p className="text-xs text-zinc-600 dark:text-zinc-400">
              <LocalTime value={d.updatedAt} />
            </p>
          </li>
        ))}
      </ul>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <Field
          label={mine ? "Change your decision" : "Your decision"}
          htmlFor="decision-value"
          error={errors.decision?.message}
        >
          <Select id="decision-value" {...form.register("decision")}>
            <option value="">Choose…</option>
            <option value="advance">Advance</option>
            <option value="hold">Hold</option>
            <option value="reject">Reject</option>
          </Select>
        </Field>
        <Field label="Reason" htmlFor="decision-reason" error={errors.reason?.message}>
          <Textarea id="decision-reason" rows={2} {...form.register("reason")} />
        </Field>
        <Button type="submit" disabled={isSubmitting}>
          Save decision
        </Button>
      </form>
    </section>
  );
}
