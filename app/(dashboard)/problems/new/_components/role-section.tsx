import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SectionHeader } from "@/components/ui/section-header";
import { Textarea } from "@/components/ui/textarea";
import { limits } from "@/lib/api-contract/limits";
import type { CreateSectionProps } from "./create-values";
import { JobDescriptionField } from "./job-description-field";

/** The role: its description (and the service's refusal of it), a title and notes for the generator. */
export function RoleSection({ register, errors, notServable }: CreateSectionProps & { notServable: string | null }) {
  return (
    <section aria-labelledby="role-heading" className="space-y-4">
      <SectionHeader id="role-heading" title="The role" />
      <JobDescriptionField
        register={register("jobDescription")}
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
          {...register("problemTitle")}
        />
      </Field>
      <Field
        label="Notes for the generator (optional)"
        htmlFor="problem-notes"
        error={errors.additionalNotes?.message}
        hint="What to focus on, what to avoid, the stack to use."
      >
        <Textarea id="problem-notes" rows={3} {...register("additionalNotes")} />
      </Field>
    </section>
  );
}
