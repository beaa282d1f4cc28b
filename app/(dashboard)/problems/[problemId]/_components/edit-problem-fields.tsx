"use client";

import type { UseFormReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { limits } from "@/lib/api-contract/limits";
import type { EditBaseline, EditValues } from "@/lib/problems/edit-diff";
import { AiUsageField } from "./ai-usage-field";
import { ResourceModeField } from "./resource-mode-field";

const expiryRange = `${limits.expirationDays.min} to ${limits.expirationDays.max} days an issued link stays valid.`;

/** The problem's settings that can be edited: title, duration, link validity, external resources and AI-usage scoring. */
export function EditProblemFields({
  form,
  baseline,
  modeLock,
  disabled,
}: {
  form: UseFormReturn<EditValues>;
  baseline: EditBaseline;
  modeLock: string | null;
  disabled: boolean;
}) {
  const { errors } = form.formState;
  return (
    <fieldset disabled={disabled} className="grid gap-4 disabled:opacity-70 sm:grid-cols-2">
      <legend className="sr-only">Problem settings</legend>
      <div className="sm:col-span-2">
        <Field label="Title" htmlFor="edit-title" error={errors.problemTitle?.message}>
          <Input
            id="edit-title"
            autoComplete="off"
            maxLength={limits.problemTitle.max}
            {...form.register("problemTitle")}
          />
        </Field>
      </div>
      <Field
        label="Duration (minutes)"
        htmlFor="edit-time"
        error={errors.desiredTime?.message}
        hint={`${limits.desiredTime.min} to ${limits.desiredTime.max} minutes.`}
      >
        <Input
          id="edit-time"
          type="number"
          inputMode="numeric"
          min={limits.desiredTime.min}
          max={limits.desiredTime.max}
          className="w-32"
          {...form.register("desiredTime")}
        />
      </Field>
      <Field
        label="Link validity (days)"
        htmlFor="edit-expiry"
        error={errors.expirationDays?.message}
        hint={
          baseline.expirationDays === undefined
            ? `${expiryRange} The service did not report the current setting; leave empty to keep it.`
            : `${expiryRange} Empty means the organization's default.`
        }
      >
        <Input
          id="edit-expiry"
          type="number"
          inputMode="numeric"
          min={limits.expirationDays.min}
          max={limits.expirationDays.max}
          placeholder="Organization default"
          className="w-44"
          {...form.register("expirationDays")}
        />
      </Field>
      <ResourceModeField form={form} current={baseline.externalResourceMode} modeLock={modeLock} />
      <AiUsageField form={form} />
    </fieldset>
  );
}
