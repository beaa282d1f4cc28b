"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { lazyFormResolver } from "@/lib/forms/lazy-resolver";
import { applyFieldErrors } from "@/lib/forms/apply-field-errors";
import { createCandidateAction } from "../actions";

interface FormValues {
  name: string;
  email: string;
  integrationSource: string;
  externalId: string;
}
const empty: FormValues = { name: "", email: "", integrationSource: "", externalId: "" };

/** The form of "New candidate" (create-candidate-dialog.tsx loads it when the dialog first opens). */
export function CreateCandidateForm({ onDone }: { onDone: () => void }) {
  const router = useRouter();
  const form = useForm<FormValues>({
    mode: "onTouched",
    resolver: lazyFormResolver<FormValues>(() =>
      import("@/lib/api-contract/requests").then((m) => m.createCandidateRequestSchema),
    ),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await createCandidateAction(values);
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors);
      toast.error(result.message);
      return;
    }
    onDone();
    form.reset(empty);
    const { identifier } = result.data;
    if (!identifier) {
      // Blind review: the answer does not say whether the email was already a candidate's (see the action).
      toast.success(
        "Saved. Under blind review the dashboard does not say whether this email was already a candidate's.",
      );
      return;
    }
    toast.success(`${values.name} was added.`);
    router.push(`/candidates/${encodeURIComponent(identifier)}`);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Full name" htmlFor="candidate-name" error={errors.name?.message}>
        {/* Focused when the form arrives in a dialog already open (on later openings the dialog focuses it). */}
        <Input id="candidate-name" autoComplete="off" autoFocus {...form.register("name")} />
      </Field>
      <Field label="Email" htmlFor="candidate-email" error={errors.email?.message}>
        <Input id="candidate-email" type="email" autoComplete="off" {...form.register("email")} />
      </Field>
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="col-span-2 mb-1 text-sm font-medium">ATS ids (optional, both or neither)</legend>
        <Field label="Source" htmlFor="candidate-source" error={errors.integrationSource?.message}>
          <Input id="candidate-source" placeholder="greenhouse" {...form.register("integrationSource")} />
        </Field>
        <Field label="External id" htmlFor="candidate-external-id" error={errors.externalId?.message}>
          <Input id="candidate-external-id" {...form.register("externalId")} />
        </Field>
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Creating…" : "Create candidate"}
        </Button>
      </div>
    </form>
  );
}
