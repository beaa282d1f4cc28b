"use client";

import { useOptimistic, useTransition } from "react";
import { decisionValues, type DecisionValue } from "@/lib/annotations/decision-values";
import { answerCalibrationAction } from "@/lib/actions/calibration";
import { toast } from "@/lib/utils/toast";

const labels: Record<DecisionValue, string> = { advance: "Advance", hold: "Hold", reject: "Reject" };

/** The reader's own answer on one result of a set: three radio buttons, saved as soon as one is chosen. */
export function CalibrationAnswer({
  setId,
  interviewId,
  position,
  answer,
  disabled,
}: {
  setId: string;
  interviewId: string;
  position: number;
  answer: DecisionValue | null;
  disabled: boolean;
}) {
  const [shown, setShown] = useOptimistic(answer);
  const [pending, start] = useTransition();
  const choose = (decision: DecisionValue) =>
    start(async () => {
      setShown(decision);
      const result = await answerCalibrationAction({ setId, interviewId, decision });
      if (!result.ok) toast.error(result.message);
    });
  return (
    <fieldset disabled={disabled || pending} className="flex gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-800">
      <legend className="sr-only">Your decision on result {position}</legend>
      {decisionValues.map((decision) => (
        <label
          key={decision}
          className="cursor-pointer rounded-md px-2.5 py-1 text-sm has-checked:bg-white has-checked:font-medium has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-indigo-500 has-disabled:cursor-not-allowed dark:has-checked:bg-zinc-950"
        >
          <input
            type="radio"
            className="sr-only"
            name={`answer-${interviewId}`}
            value={decision}
            checked={shown === decision}
            onChange={() => choose(decision)}
          />
          {labels[decision]}
        </label>
      ))}
    </fieldset>
  );
}
