"use client";

import type { UseFormReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import type { EditBaseline, EditValues } from "@/lib/problems/edit-diff";
import { resourceModeLabels } from "@/lib/problems/labels";

/** The external-resources policy: Closed or AI-assisted, Open only where it is the current one; locked when a rule says so. */
export function ResourceModeField({
  form,
  current,
  modeLock,
}: {
  form: UseFormReturn<EditValues>;
  current: EditBaseline["externalResourceMode"];
  modeLock: string | null;
}) {
  return (
    <Field
      label="External resources"
      htmlFor="edit-mode"
      error={form.formState.errors.externalResourceMode?.message}
      hint={
        modeLock ?? "Only Closed and AI-assisted can be set. Changing the policy rewrites the scoring rubrics for it."
      }
    >
      <Select
        id="edit-mode"
        className="w-full disabled:cursor-not-allowed disabled:opacity-60"
        disabled={modeLock !== null}
        {...form.register("externalResourceMode")}
      >
        {current === undefined && <option value="">Keep the current policy (not reported)</option>}
        {current === "OPEN" && <option value="OPEN">{resourceModeLabels.OPEN} (current)</option>}
        <option value="CLOSED">{resourceModeLabels.CLOSED}</option>
        <option value="AI_ASSISTED">{resourceModeLabels.AI_ASSISTED}</option>
      </Select>
    </Field>
  );
}
