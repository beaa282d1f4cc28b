"use client";

import { useOptimistic, useTransition } from "react";
import { decisionValues, type DecisionValue } from "@/lib/annotations/decision-values";
import { answerCalibrationAction } from "@/lib/actions/calibration";
import { toast } from "@/lib/utils/toast";
import { SegmentedChoice } from "@/components/ui/segmented-choice";

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
    <SegmentedChoice
      name={`answer-${interviewId}`}
      options={decisionValues}
      label={(decision) => labels[decision]}
      value={shown}
      onChange={choose}
      legend={`Your decision on result ${position}`}
      disabled={disabled || pending}
    />
  );
}
