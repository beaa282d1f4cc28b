import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SectionHeader } from "@/components/ui/section-header";
import type { CreateSectionProps } from "./create-values";

/** The problem's ATS link and test mode. */
export function IntegrationSection({ register, errors }: CreateSectionProps) {
  return (
    <section aria-labelledby="integration-heading" className="space-y-4">
      <SectionHeader id="integration-heading" title="Integration" />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm text-zinc-600 dark:text-zinc-400 sm:col-span-2">
          ATS link (optional): both or neither.
        </legend>
        <Field label="Integration source" htmlFor="problem-source" error={errors.integrationSource?.message}>
          <Input id="problem-source" placeholder="greenhouse" autoComplete="off" {...register("integrationSource")} />
        </Field>
        <Field label="External id" htmlFor="problem-external-id" error={errors.externalId?.message}>
          <Input id="problem-external-id" autoComplete="off" {...register("externalId")} />
        </Field>
      </fieldset>
      <div className="space-y-1">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-indigo-600"
            aria-describedby="problem-test-hint"
            {...register("testMode")}
          />{" "}
          Test mode
        </label>
        <p id="problem-test-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
          A non-production problem that sends lifecycle webhooks without generating a real assessment. Only for approved
          API integrations.
        </p>
      </div>
    </section>
  );
}
