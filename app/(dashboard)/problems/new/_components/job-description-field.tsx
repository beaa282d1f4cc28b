import type { UseFormRegisterReturn } from "react-hook-form";
import { Textarea } from "@/components/ui/textarea";

interface JobDescriptionFieldProps {
  register: UseFormRegisterReturn<"jobDescription">;
  error: string | undefined;
  /** The service's JOB_NOT_SERVABLE explanation, shown by the description it is about. */
  notServable: string | null;
}

export function JobDescriptionField({ register, error, notServable }: JobDescriptionFieldProps) {
  const describedBy = [
    "job-description-hint",
    error && "job-description-error",
    notServable && "job-description-refusal",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="space-y-1.5">
      <label htmlFor="job-description" className="block text-sm font-medium">
        Job description
      </label>
      <Textarea
        id="job-description"
        rows={10}
        aria-describedby={describedBy}
        aria-invalid={error || notServable ? true : undefined}
        {...register}
      />
      <p id="job-description-hint" className="text-xs text-zinc-600 dark:text-zinc-400">
        Paste the whole posting. The service checks that the role translates into a hands-on coding assessment.
      </p>
      {error && (
        <p id="job-description-error" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {notServable && (
        <div
          id="job-description-refusal"
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950"
        >
          <p className="font-semibold text-amber-900 dark:text-amber-100">
            This role can&apos;t become a coding assessment
          </p>
          <p className="mt-1 text-zinc-800 dark:text-zinc-200">{notServable}</p>
        </div>
      )}
    </div>
  );
}
