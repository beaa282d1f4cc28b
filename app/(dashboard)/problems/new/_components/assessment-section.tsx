import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { experienceLevels, externalResourceModes, limits, locales } from "@/lib/api-contract/limits";
import { experienceLevelLabels, localeLabels, resourceModeLabels } from "@/lib/problems/labels";
import type { CreateSectionProps } from "./create-values";

function LocalesFieldset({ register, errors }: CreateSectionProps) {
  return (
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
              {...register("supportedLocales")}
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
  );
}

/** The assessment: its duration, level, languages and external-resource policy (`modeHint` explains the one chosen). */
export function AssessmentSection({ register, errors, modeHint }: CreateSectionProps & { modeHint: string }) {
  return (
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
          {...register("desiredTime", { valueAsNumber: true })}
        />
      </Field>
      <Field label="Experience level" htmlFor="problem-level" error={errors.experienceLevel?.message}>
        <Select id="problem-level" className="w-full" {...register("experienceLevel")}>
          <option value="">Infer from the description</option>
          {experienceLevels.map((level) => (
            <option key={level} value={level}>
              {experienceLevelLabels[level]}
            </option>
          ))}
        </Select>
      </Field>
      <LocalesFieldset register={register} errors={errors} />
      <Field
        label="External resources"
        htmlFor="problem-mode"
        error={errors.externalResourceMode?.message}
        hint={modeHint}
      >
        <Select id="problem-mode" className="w-full" {...register("externalResourceMode")}>
          <option value="">Organization default</option>
          {externalResourceModes.map((m) => (
            <option key={m} value={m}>
              {resourceModeLabels[m]}
            </option>
          ))}
        </Select>
      </Field>
    </section>
  );
}
