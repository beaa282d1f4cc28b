"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { applyFieldErrors } from "@/lib/forms/apply-field-errors";
import { lazyFormResolver } from "@/lib/forms/lazy-resolver";
import { resourceModeDescriptions } from "@/lib/problems/labels";
import { createProblemAction } from "../actions";
import { AssessmentSection } from "./assessment-section";
import { createDefaults, localesToSend, type CreateValues } from "./create-values";
import { IntegrationSection } from "./integration-section";
import { RoleSection } from "./role-section";

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
    defaultValues: createDefaults,
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
      <RoleSection register={form.register} errors={errors} notServable={notServable} />
      <AssessmentSection register={form.register} errors={errors} modeHint={modeHint} />
      <IntegrationSection register={form.register} errors={errors} />
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
