import { useState } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { toast } from "@/lib/utils/toast";
import { applyFieldErrors } from "@/lib/forms/apply-field-errors";
import { plainWords } from "@/lib/forms/plain-words";
import { diffEdit, editValues, type EditBaseline, type EditValues } from "@/lib/problems/edit-diff";
import { updateProblemAction } from "../actions";

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

/**
 * The edit form's state: the values, what changed against the baseline, and the save. A policy change rewrites
 * every rubric, so it waits in `pending` for the dialog's confirmation; everything else is saved at once.
 */
export function useEditProblem(problemId: string, baseline: EditBaseline) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState<EditValues | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<EditValues>({
    mode: "onTouched",
    resolver: diffResolver(baseline),
    defaultValues: editValues(baseline),
  });
  const values = form.watch();
  const changed = Object.keys(diffEdit(baseline, values)) as (keyof EditValues)[];

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

  const onSubmit = form.handleSubmit(async (submitted) => {
    if (diffEdit(baseline, submitted).externalResourceMode !== undefined) setPending(submitted);
    else await save(submitted);
  });

  const discard = () => {
    form.reset(editValues(baseline));
    setRefusal(null);
  };
  const cancelPending = () => !saving && setPending(null);

  return { form, values, changed, refusal, pending, saving, save, onSubmit, discard, cancelPending };
}
