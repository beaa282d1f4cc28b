"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import type { SandboxAts } from "@/lib/sandbox-systems/systems";
import { toast } from "@/lib/utils/toast";
import { moveSandboxApplicationAction } from "../actions";

/** "Move to stage": the sandbox ATS moves the application and sends its signed web hook to the dashboard. */
export function MoveToStage({
  ats,
  applicationId,
  candidateName,
  stages,
  current,
}: {
  ats: SandboxAts;
  applicationId: string;
  candidateName: string;
  stages: string[];
  current: string;
}) {
  const [stage, setStage] = useState(stages.find((s) => s !== current) ?? current);
  const [pending, start] = useTransition();
  const router = useRouter();
  const id = `stage-${applicationId}`;
  const move = () =>
    start(async () => {
      const result = await moveSandboxApplicationAction({ ats, applicationId, stage });
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      const status = result.data.webhookStatus;
      const said =
        status === null
          ? "no web hook was sent (nothing is subscribed: connect the sandbox first)"
          : status === 200
            ? "the dashboard accepted its web hook"
            : `the dashboard answered its web hook ${status}`;
      toast.success(`${candidateName} moved to ${stage}; ${said}.`);
      router.refresh();
    });
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Stage for {candidateName}
      </label>
      <Select id={id} value={stage} onChange={(e) => setStage(e.target.value)} disabled={pending}>
        {stages.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </Select>
      <Button variant="secondary" onClick={move} disabled={pending}>
        {pending ? "Moving…" : "Move to stage"}
        <span className="sr-only"> for {candidateName}</span>
      </Button>
    </div>
  );
}
