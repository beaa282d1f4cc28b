"use client";

import type { UseFormRegister } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import type { BulkSetup } from "./use-start-job";

/** The options of spec 4.1, applied to every screen of the job. */
export function OptionsFields({
  register,
  locale,
  supportsFrench,
}: {
  register: UseFormRegister<BulkSetup>;
  locale: string;
  supportsFrench: boolean | null;
}) {
  return (
    <div className="space-y-4">
      <div className="grid gap-3 text-sm sm:grid-cols-2">
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-0.5 size-4 accent-indigo-600" {...register("options.shouldSendEmail")} />
          <span>
            Email the invitation to each candidate
            <span className="block text-xs text-zinc-600 dark:text-zinc-400">
              Off: no invitation is sent. The service gives the candidate&apos;s link only in that email (its API
              returns none), so turn it off only when candidates are invited another way.
            </span>
          </span>
        </label>
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-0.5 size-4 accent-indigo-600" {...register("options.bypassIDCheck")} />
          <span>
            Skip ID verification
            <span className="block text-xs text-zinc-600 dark:text-zinc-400">
              Candidates are not asked to verify their identity.
            </span>
          </span>
        </label>
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-0.5 size-4 accent-indigo-600" {...register("options.isSelfServe")} />
          <span>
            Self-serve flow
            <span className="block text-xs text-zinc-600 dark:text-zinc-400">
              Marks the screens as taken through the self-serve flow.
            </span>
          </span>
        </label>
      </div>
      <Field
        label="Invitation language"
        htmlFor="bulk-locale"
        hint={
          locale === "fr"
            ? supportsFrench === false
              ? "This problem has no French version, so invitations will be sent in English."
              : supportsFrench === null
                ? "French is used only if the problem supports it; otherwise invitations are sent in English."
                : "The problem supports French."
            : undefined
        }
      >
        <Select id="bulk-locale" {...register("options.inviteEmailLocale")}>
          <option value="en">English</option>
          <option value="fr">French</option>
        </Select>
      </Field>
    </div>
  );
}
