"use client";

import { useState } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { limits } from "@/lib/api-contract/limits";
import type { Problem } from "@/lib/api-contract/responses";
import { applyFieldErrors } from "@/lib/forms/apply-field-errors";
import { plainWords } from "@/lib/forms/plain-words";
import { diffEdit, editValues, type EditBaseline, type EditValues } from "@/lib/problems/edit-diff";
import { aiUsageRule, editBlockers, modeLockReason, unknownFacts } from "@/lib/problems/edit-rules";
import { resourceModeLabels } from "@/lib/problems/labels";
import { updateProblemAction } from "../actions";
import { RuleNotice } from "./rule-notice";
import { ModeChangeDialog } from "./mode-change-dialog";

const fieldLabels: Record<keyof EditValues, string> = {
  problemTitle: "Title",
  desiredTime: "Duration",
  externalResourceMode: "External resources",
  includeAiUsageScoring: "AI-usage scoring",
  expirationDays: "Link validity",
};

/** Validates what would be sent (the diff) with the API's update schema, loaded on first use, and puts each message on its input. */
const diffResolver =
  (baseline: EditBaseline): Resolver<EditValues> =>
  async (values) => {
    const { updateProblemRequestSchema } = await import("@/lib/api-contract/requests");
    const parsed = updateProblemRequestSchema.safeParse(diffEdit(baseline, values));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<EditValues> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof EditValues;
      errors[field] ??= { type: issue.code, message: plainWords(issue.message) };
    }
    return { values: {}, errors };
  };

type RuleFacts = Pick<Problem, "status" | "type" | "externalResourceMode" | "isFromServiceTestBank">;

/**
 * The hiring manager's edit (4.7): sends only the fields that changed and explains each rule in place before
 * the service would refuse. A refusal that still happens is shown here with the service's message.
 */
export function EditProblemForm({
  problemId,
  facts,
  baseline,
  categories,
}: {
  problemId: string;
  facts: RuleFacts;
  baseline: EditBaseline;
  categories: Array<{ title: string; weight: number }>;
}) {
  const blockers = editBlockers(facts);
  const modeLock = modeLockReason(facts);
  const unknown = unknownFacts(facts);
  const blocked = blockers.length > 0;
  const lasting = blockers.some((b) => b.lasting);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState<EditValues | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<EditValues>({
    mode: "onTouched",
    resolver: diffResolver(baseline),
    defaultValues: editValues(baseline),
  });
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();
  const changes = diffEdit(baseline, values);
  const changed = Object.keys(changes) as (keyof EditValues)[];
  const aiAllowed = values.externalResourceMode === "AI_ASSISTED";

  const save = async (submitted: EditValues) => {
    setRefusal(null);
    setSaving(true);
    const result = await updateProblemAction({ problemId, ...diffEdit(baseline, submitted) });
    setSaving(false);
    setPending(null);
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors);
      setRefusal(result.message);
      return;
    }
    toast.success(`${result.data.name} was saved. Screens issued from now on use the new settings.`);
  };

  // A policy change rewrites every rubric: it is confirmed in a dialog first, everything else is saved at once.
  const onSubmit = form.handleSubmit(async (submitted) => {
    if (diffEdit(baseline, submitted).externalResourceMode !== undefined) setPending(submitted);
    else await save(submitted);
  });

  return (
    <section
      aria-labelledby="edit-heading"
      className="space-y-4 rounded-xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="space-y-1">
        <h2 id="edit-heading" className="text-lg font-semibold">
          Edit problem
        </h2>
        {!lasting && (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Only the fields you change are sent. Screens already issued keep their settings.
          </p>
        )}
      </div>
      {blocked && (
        <RuleNotice tone="warning" title={lasting ? "This problem cannot be edited" : "Editing is not possible yet"}>
          <ul className="list-disc space-y-1 pl-5">
            {blockers.map(({ reason }) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </RuleNotice>
      )}
      {!blocked && unknown && <RuleNotice tone="neutral">{unknown}</RuleNotice>}
      {!lasting && (
        <form onSubmit={onSubmit} noValidate>
          <fieldset
            disabled={blocked || isSubmitting || saving}
            className="grid gap-4 disabled:opacity-70 sm:grid-cols-2"
          >
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
                  ? `${limits.expirationDays.min} to ${limits.expirationDays.max} days an issued link stays valid. The service did not report the current setting; leave empty to keep it.`
                  : `${limits.expirationDays.min} to ${limits.expirationDays.max} days an issued link stays valid. Empty means the organization's default.`
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
            <Field
              label="External resources"
              htmlFor="edit-mode"
              error={errors.externalResourceMode?.message}
              hint={
                modeLock ??
                "Only Closed and AI-assisted can be set. Changing the policy rewrites the scoring rubrics for it."
              }
            >
              <Select
                id="edit-mode"
                className="w-full disabled:cursor-not-allowed disabled:opacity-60"
                disabled={modeLock !== null}
                {...form.register("externalResourceMode")}
              >
                {baseline.externalResourceMode === undefined && (
                  <option value="">Keep the current policy (not reported)</option>
                )}
                {baseline.externalResourceMode === "OPEN" && (
                  <option value="OPEN">{resourceModeLabels.OPEN} (current)</option>
                )}
                <option value="CLOSED">{resourceModeLabels.CLOSED}</option>
                <option value="AI_ASSISTED">{resourceModeLabels.AI_ASSISTED}</option>
              </Select>
            </Field>
            <div className="space-y-1.5 self-end">
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  className="size-4 accent-indigo-600"
                  disabled={!aiAllowed}
                  checked={aiAllowed && values.includeAiUsageScoring}
                  onChange={(e) => form.setValue("includeAiUsageScoring", e.target.checked, { shouldValidate: true })}
                  aria-describedby="edit-ai-hint"
                />
                Score AI usage
              </label>
              <p id="edit-ai-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
                {aiAllowed ? "Adds an AI-usage scoring category." : aiUsageRule}
              </p>
              {errors.includeAiUsageScoring && (
                <p className="text-sm text-red-700 dark:text-red-400">{errors.includeAiUsageScoring.message}</p>
              )}
            </div>
          </fieldset>
          {refusal && (
            <div
              role="alert"
              className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
            >
              <p className="font-semibold">The change was not saved</p>
              <p className="mt-1">{refusal}</p>
            </div>
          )}
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={blocked || isSubmitting || saving || changed.length === 0}>
              {isSubmitting || saving ? "Saving…" : "Save changes"}
            </Button>
            <Button
              variant="ghost"
              disabled={blocked || isSubmitting || changed.length === 0}
              onClick={() => {
                form.reset(editValues(baseline));
                setRefusal(null);
              }}
            >
              Discard
            </Button>
            <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
              {changed.length
                ? `Will send: ${changed.map((key) => fieldLabels[key]).join(", ")}`
                : blocked
                  ? ""
                  : "No changes yet."}
            </p>
          </div>
        </form>
      )}
      {pending && (
        <ModeChangeDialog
          open
          from={baseline.externalResourceMode}
          to={pending.externalResourceMode}
          addsAiUsage={pending.externalResourceMode === "AI_ASSISTED" && pending.includeAiUsageScoring}
          categories={categories}
          saving={saving}
          onConfirm={() => void save(pending)}
          onCancel={() => !saving && setPending(null)}
        />
      )}
    </section>
  );
}
