"use client";

import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { AtsKind } from "@/lib/ats/kinds";
import { toast } from "@/lib/utils/toast";
import { addAtsRuleAction, removeAtsRuleAction } from "../../actions";

/** "When an application of job J enters stage S, issue problem P" — P among the registry's Ready problems. */
export function RuleForm({ ats, problems }: { ats: AtsKind; problems: { id: string; name: string }[] }) {
  const [pending, start] = useTransition();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const form = e.currentTarget;
        const data = new FormData(form);
        start(async () => {
          const result = await addAtsRuleAction({
            ats,
            jobId: String(data.get("jobId") ?? ""),
            stageName: String(data.get("stageName") ?? ""),
            problemId: String(data.get("problemId") ?? ""),
          });
          if (result.ok) {
            form.reset();
            toast.success("Rule added.");
          } else toast.error(result.message);
        });
      }}
      className="mt-3 grid gap-3 md:grid-cols-[1fr_1fr_2fr_auto] md:items-end"
    >
      <Field label="Job id" htmlFor="jobId">
        <Input id="jobId" name="jobId" required />
      </Field>
      <Field label="Stage name" htmlFor="stageName">
        <Input id="stageName" name="stageName" required placeholder="Screening" />
      </Field>
      <Field label="Problem (Ready)" htmlFor="problemId">
        <Select id="problemId" name="problemId" required>
          {problems.length === 0 && <option value="">No Ready problem in the registry</option>}
          {problems.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" disabled={pending || problems.length === 0}>
        {pending ? "Adding…" : "Add rule"}
      </Button>
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
