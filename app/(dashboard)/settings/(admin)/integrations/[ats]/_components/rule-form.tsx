"use client";

import { useState, useTransition } from "react";
import { QueryProvider } from "@/components/query/query-provider";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { AtsKind } from "@/lib/ats/kinds";
import { toast } from "@/lib/utils/toast";
import { addAtsRuleAction, removeAtsRuleAction } from "../../actions";
import { JobStagePicker, type PickedJobStage } from "./job-stage-picker";

/**
 * "When an application of job J enters stage S, issue problem P": J and S picked from the ATS's lists (or typed as
 * ids), P among the registry's Ready problems.
 */
export function RuleForm({ ats, problems }: { ats: AtsKind; problems: { id: string; name: string }[] }) {
  return (
    <QueryProvider>
      <RuleFormFields ats={ats} problems={problems} />
    </QueryProvider>
  );
}

function RuleFormFields({ ats, problems }: { ats: AtsKind; problems: { id: string; name: string }[] }) {
  const [pending, start] = useTransition();
  const [typed, setTyped] = useState(false);
  const [picked, setPicked] = useState<PickedJobStage | null>(null);
  const [round, setRound] = useState(0);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const form = e.currentTarget;
        const data = new FormData(form);
        const choice = typed
          ? { jobId: String(data.get("jobId") ?? ""), jobName: null, stageName: String(data.get("stageName") ?? "") }
          : picked;
        if (!choice) {
          toast.error("Choose a job and a stage (or type an id instead).");
          return;
        }
        start(async () => {
          const result = await addAtsRuleAction({ ats, ...choice, problemId: String(data.get("problemId") ?? "") });
          if (result.ok) {
            form.reset();
            setPicked(null);
            setRound((r) => r + 1);
            toast.success("Rule added.");
          } else toast.error(result.message);
        });
      }}
      className="mt-3 space-y-3"
    >
      {typed ? (
        <div className="grid gap-3 md:grid-cols-2">
          <Field label="Job id" htmlFor="jobId">
            <Input id="jobId" name="jobId" required />
          </Field>
          <Field label="Stage name" htmlFor="stageName" hint="As the ATS shows it.">
            <Input id="stageName" name="stageName" required placeholder="Screening" />
          </Field>
        </div>
      ) : (
        <JobStagePicker key={round} ats={ats} onChange={setPicked} />
      )}
      <button
        type="button"
        className="text-sm font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
        onClick={() => {
          setTyped(!typed);
          setPicked(null);
        }}
      >
        {typed ? "Pick from the ATS's lists instead" : "Type an id instead"}
      </button>
      <div className="grid gap-3 md:grid-cols-[1fr_auto] md:items-end">
        <Field label="Problem (Ready)" htmlFor="problemId">
          <Select id="problemId" name="problemId" className="w-full" required>
            {problems.length === 0 && <option value="">No Ready problem in the registry</option>}
            {problems.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" disabled={pending || problems.length === 0 || (!typed && !picked)}>
          {pending ? "Adding…" : "Add rule"}
        </Button>
      </div>
    </form>
  );
}

export function RemoveRuleButton({ ats, ruleId, label }: { ats: AtsKind; ruleId: string; label: string }) {
  const [pending, start] = useTransition();
  return (
    <Button
      type="button"
      variant="secondary"
      disabled={pending}
      aria-label={`Remove the rule for ${label}`}
      onClick={() =>
        start(async () => {
          const result = await removeAtsRuleAction({ ats, ruleId });
          if (!result.ok) toast.error(result.message);
        })
      }
    >
      Remove
    </Button>
  );
}
