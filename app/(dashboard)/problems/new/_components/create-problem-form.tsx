"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { experienceLevels, externalResourceModes, limits, locales } from "@/lib/api-contract/limits";
import { applyFieldErrors } from "@/lib/forms/apply-field-errors";
import { lazyFormResolver } from "@/lib/forms/lazy-resolver";
import {
  experienceLevelLabels,
  localeLabels,
  resourceModeDescriptions,
  resourceModeLabels,
} from "@/lib/problems/labels";
import { createProblemAction } from "../actions";
import { JobDescriptionField } from "./job-description-field";
import { Textarea } from "@/components/ui/textarea";
import { SectionHeader } from "@/components/ui/section-header";

export interface CreateValues {
  jobDescription: string;
  desiredTime: number;
  problemTitle: string;
  additionalNotes: string;
  experienceLevel: "" | (typeof experienceLevels)[number];
  supportedLocales: (typeof locales)[number][];
  externalResourceMode: "" | (typeof externalResourceModes)[number];
  integrationSource: string;
  externalId: string;
  testMode: boolean;
}

const defaults: CreateValues = {
  jobDescription: "",
  desiredTime: 45,
  problemTitle: "",
  additionalNotes: "",
  experienceLevel: "",
  supportedLocales: ["en"],
  externalResourceMode: "",
  integrationSource: "",
  externalId: "",
  testMode: false,
};

/** The spec says to omit supportedLocales for English only. */
const localesToSend = (chosen: CreateValues["supportedLocales"]) =>
  chosen.length === 1 && chosen[0] === "en" ? undefined : chosen;

/** Every field of spec 4.5, checked with the API's own schema before sending. */
export function CreateProblemForm() {
  const router = useRouter();
  // The refusal is about one description: editing it hides the explanation.
  const [refusal, setRefusal] = useState<{ jobDescription: string; explanation: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreateValues>({
    mode: "onTouched",
    resolver: lazyFormResolver<CreateValues>(() =>
      import("@/lib/api-contract/requests").then((m) => m.createProblemRequestSchema),
    ),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = form.formState;
  const mode = form.watch("externalResourceMode");
  const testMode = form.watch("testMode");
  const jobDescription = form.watch("jobDescription");
  const notServable = refusal && refusal.jobDescription === jobDescription ? refusal.explanation : null;

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    setFormError(null);
    const result = await createProblemAction({
      ...values,
      supportedLocales: localesToSend(values.supportedLocales),
      testMode: values.testMode || undefined,
    });
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors);
      setFormError(result.message);
      return;
    }
    if (result.data.outcome === "not-servable") {
      setRefusal({ jobDescription: values.jobDescription, explanation: result.data.explanation });
      form.setFocus("jobDescription");
      return;
    }
    toast.success("The problem is being created.");
    router.push(`/problems/${encodeURIComponent(result.data.problemId)}`);
  });

  const modeHint = mode
    ? resourceModeDescriptions[mode]
    : testMode
      ? "Test problems use Closed when no policy is chosen."
      : "The organization's default policy applies.";

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-8">
      <section aria-labelledby="role-heading" className="space-y-4">
        <SectionHeader id="role-heading" title="The role" />
        <JobDescriptionField
          register={form.register("jobDescription")}
          error={errors.jobDescription?.message}
          notServable={notServable}
        />
        <Field
          label="Problem title (optional)"
          htmlFor="problem-title"
          error={errors.problemTitle?.message}
          hint="Leave empty to let the service name it."
        >
          <Input
            id="problem-title"
            autoComplete="off"
            maxLength={limits.problemTitle.max}
            {...form.register("problemTitle")}
          />
        </Field>
        <Field
          label="Notes for the generator (optional)"
          htmlFor="problem-notes"
          error={errors.additionalNotes?.message}
          hint="What to focus on, what to avoid, the stack to use."
        >
          <Textarea id="problem-notes" rows={3} {...form.register("additionalNotes")} />
        </Field>
      </section>

      <section aria-labelledby="assessment-heading" className="grid gap-4 sm:grid-cols-2">
        <h2 id="assessment-heading" className="text-lg font-semibold sm:col-span-2">
          The assessment
        </h2>
        <Field
          label="Duration (minutes)"
          htmlFor="problem-time"
          error={errors.desiredTime?.message}
          hint={`${limits.desiredTime.min} to ${limits.desiredTime.max} minutes.`}
        >
          <Input
            id="problem-time"
            type="number"
            inputMode="numeric"
            min={limits.desiredTime.min}
            max={limits.desiredTime.max}
            className="w-32"
            {...form.register("desiredTime", { valueAsNumber: true })}
          />
        </Field>
        <Field label="Experience level" htmlFor="problem-level" error={errors.experienceLevel?.message}>
          <Select id="problem-level" className="w-full" {...form.register("experienceLevel")}>
            <option value="">Infer from the description</option>
            {experienceLevels.map((level) => (
              <option key={level} value={level}>
                {experienceLevelLabels[level]}
              </option>
            ))}
          </Select>
        </Field>
        <fieldset
          className="space-y-1.5"
          aria-describedby={errors.supportedLocales ? "problem-locales-error" : "problem-locales-hint"}
        >
          <legend className="text-sm font-medium">Languages</legend>
          <div className="flex gap-4 text-sm">
            {locales.map((locale) => (
              <label key={locale} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  value={locale}
                  className="size-4 accent-indigo-600"
                  {...form.register("supportedLocales")}
                />{" "}
                {localeLabels[locale]}
              </label>
            ))}
          </div>
          <p id="problem-locales-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
            Spoken languages candidates can take it in. English only unless you add French.
          </p>
          {errors.supportedLocales && (
            <p id="problem-locales-error" className="text-sm text-red-700 dark:text-red-400">
              {errors.supportedLocales.message}
            </p>
          )}
        </fieldset>
        <Field
          label="External resources"
          htmlFor="problem-mode"
          error={errors.externalResourceMode?.message}
          hint={modeHint}
        >
          <Select id="problem-mode" className="w-full" {...form.register("externalResourceMode")}>
            <option value="">Organization default</option>
            {externalResourceModes.map((m) => (
              <option key={m} value={m}>
                {resourceModeLabels[m]}
              </option>
            ))}
          </Select>
        </Field>
      </section>

      <section aria-labelledby="integration-heading" className="space-y-4">
        <SectionHeader id="integration-heading" title="Integration" />
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm text-zinc-600 dark:text-zinc-400 sm:col-span-2">
            ATS link (optional): both or neither.
          </legend>
          <Field label="Integration source" htmlFor="problem-source" error={errors.integrationSource?.message}>
            <Input
              id="problem-source"
              placeholder="greenhouse"
              autoComplete="off"
              {...form.register("integrationSource")}
            />
          </Field>
          <Field label="External id" htmlFor="problem-external-id" error={errors.externalId?.message}>
            <Input id="problem-external-id" autoComplete="off" {...form.register("externalId")} />
          </Field>
        </fieldset>
        <div className="space-y-1">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-indigo-600"
              aria-describedby="problem-test-hint"
              {...form.register("testMode")}
            />{" "}
            Test mode
          </label>
          <p id="problem-test-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
            A non-production problem that sends lifecycle webhooks without generating a real assessment. Only for
            approved API integrations.
          </p>
        </div>
      </section>

      {formError && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {formError}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Submitting…" : "Create problem"}
      </Button>
    </form>
  );
}
