"use client";

import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { decisionValues } from "@/lib/annotations/decision-values";
import type { CohortFilter } from "@/lib/cohort/cohort-query";
import { decideCohortAction } from "@/lib/actions/cohort";
import { toSelection, type Picked } from "./cohort-selection";

const labels = { advance: "Advance", hold: "Hold", reject: "Reject" } as const;

/** Advance, hold or reject every selected candidate with one reason; each result gets its own decision. */
export function DecideBar({
  problemId,
  picked,
  count,
  filters,
  onDone,
}: {
  problemId: string;
  picked: Picked;
  count: number | null;
  filters: CohortFilter;
  onDone: () => void;
}) {
  const router = useRouter();
  const id = useId();
  const [decision, setDecision] = useState<(typeof decisionValues)[number]>("advance");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const submit = () =>
    start(async () => {
      const result = await decideCohortAction({
        problemId,
        selection: toSelection(picked, filters),
        decision,
        reason,
      }).catch(() => null);
      if (!result?.ok) {
        setError(
          result?.fieldErrors?.reason?.[0] ?? result?.message ?? "The connection was lost; nothing was recorded.",
        );
        return;
      }
      setError(null);
      setReason("");
      toast.success(
        `${labels[decision]}: recorded for ${result.data.decided} candidate${result.data.decided === 1 ? "" : "s"}.`,
      );
      onDone();
      router.refresh();
    });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="flex flex-wrap items-end gap-2"
      aria-label="Decide for the selected candidates"
    >
      <fieldset className="flex gap-1" disabled={pending}>
        <legend className="sr-only">Decision</legend>
        {decisionValues.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-1 rounded-md border border-zinc-300 px-2 py-1.5 text-sm has-checked:border-indigo-500 has-checked:bg-indigo-50 dark:border-zinc-700 dark:has-checked:bg-indigo-950/50"
          >
            <input
              type="radio"
              name={`${id}-decision`}
              value={value}
              checked={decision === value}
              onChange={() => setDecision(value)}
              className="accent-indigo-600"
            />
            {labels[value]}
          </label>
        ))}
      </fieldset>
      <label className="flex min-w-56 flex-1 flex-col gap-1 text-xs font-medium">
        Reason (recorded on each result)
        <input
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
        />
      </label>
      <Button type="submit" disabled={pending || !count}>
        {pending ? "Recording…" : `${labels[decision]} ${count === null ? "" : count} selected`}
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
